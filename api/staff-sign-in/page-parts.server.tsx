import { createContext, useContext, type ReactNode } from 'react'
import type { FieldAria } from '#lib/forms/field.tsx'
import { Notice } from '#lib/forms/notice.tsx'
import { clockTime } from '../time/clock-time.server.ts'

/** The organisation's time zone (TIME_ZONE), which every time a console page shows is read in. */
const TimeZone = createContext('UTC')

/** `children` showing their times in `timeZone`. */
export const InTimeZone = ({ timeZone, children }: { timeZone: string; children: ReactNode }) => <TimeZone.Provider value={timeZone}>{children}</TimeZone.Provider>

/** The time zone the page is shown in. */
const useTimeZone = (): string => useContext(TimeZone)

/** Small parts the console's pages share. */

/** A stored time as a person reads it, on the organisation's clocks with the zone named, inside a <time> element. */
export const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{clockTime(new Date(iso), useTimeZone())}</time>

/** What an action did, said at the top of the page it led back to as the site's forms say what they did, and read out by screen readers. */
export const ConfirmationBox = ({ text }: { text: string | undefined }) =>
  text ? (
    <Notice role="status">
      <strong>{text}</strong>
    </Notice>
  ) : null

/** The session's token, which every form that changes something sends back. */
export const Csrf = ({ token }: { token: string }) => <input type="hidden" name="csrf" value={token} />

/** A row of a DataTable: its cells in the columns' order. */
export interface TableRow {
  key: string
  cells: readonly ReactNode[]
}

/**
 * The console's tables: named by a caption only screen readers read, or by the heading `labelledBy`
 * names; the first column's cells name their rows when `rowHeaders` is set. Each cell carries its
 * column's name, shown beside it on a phone, where the rows become cards (see the console's style sheet).
 */
export function DataTable({
  caption,
  labelledBy,
  columns,
  rows,
  rowHeaders = false,
}: {
  caption?: string
  labelledBy?: string
  columns: readonly string[]
  rows: readonly TableRow[]
  rowHeaders?: boolean
}) {
  return (
    <table aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, cells }) => (
          <tr key={key}>
            {cells.map((cell, index) =>
              index === 0 && rowHeaders ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index} data-label={columns[index]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * For the control of the first refused field of a form the page shows again: focused as the page
 * opens (no script needed), so its label and message are read out first.
 */
export const focusedWhen = (refused: boolean) => (refused ? { autoFocus: true } : {})

/** A drop-down of `options`, each its value and its words, with `value` chosen; tied to its label and message by a Field's `aria`. */
export const Choices = ({ name, options, value, ...aria }: FieldAria & { name: string; options: readonly (readonly [string, string])[]; value: string }) => (
  <select {...aria} name={name} defaultValue={value}>
    {options.map(([option, words]) => (
      <option key={option} value={option}>
        {words}
      </option>
    ))}
  </select>
)

/** The filters above a list: a search form (GET, so the address keeps them) of `children`'s fields and its Show button. */
export const Filters = ({ action, label, children }: { action: string; label: string; children: ReactNode }) => (
  <form className="staff-console__filters" method="get" action={action} role="search" aria-label={label}>
    {children}
    <p>
      <button className="button button--secondary" type="submit">
        Show
      </button>
    </p>
  </form>
)
