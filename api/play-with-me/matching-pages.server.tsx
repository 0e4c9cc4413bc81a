import type { ReactNode } from 'react'
import { Field } from '#lib/forms/field.tsx'
import { AGE_GROUPS } from '#lib/forms/form-options.ts'
import { Choices, Csrf, DataTable, Filters, When } from '../staff-sign-in/page-parts.server.tsx'
import type { MatchOverlaps } from './match-overlaps.server.ts'
import type { MatchOfSignUp } from './matches-of-sign-up.server.ts'
import type { ChildSignUp, VolunteerSignUp } from './waiting-sign-ups.server.ts'

/** The board's filters, as its address holds them. */
export interface MatchingFilters {
  age: string
  game: string
}

/** A volunteer as a child's page offers them: with what the two share. */
export interface VolunteerChoice {
  volunteer: VolunteerSignUp
  overlaps: MatchOverlaps
}

const answer = (text: string) => text || '(not given)'
const childrenWord = (count: number) => (count === 0 ? 'None yet' : count === 1 ? '1 child' : `${count} children`)

/** A link to a sign-up's record, by the name it gives. */
const SignUpLink = ({ id, name }: { id: string; name: string }) => <a href={`/staff/submissions/${encodeURIComponent(id)}`}>{name || '(no name)'}</a>

/** A volunteer's record and answers, as the board and a child's page show them first. */
const volunteerCells = (volunteer: VolunteerSignUp) => [
  <SignUpLink id={volunteer.id} name={volunteer.name} />,
  answer(volunteer.availability),
  answer(volunteer.preferredGames),
  answer(volunteer.experience),
]

/** What a child and a volunteer share, one kind a line. */
function Shared({ times, games }: MatchOverlaps) {
  if (times.length === 0 && games.length === 0) return 'Nothing found in common'
  return (
    <>
      {times.length > 0 ? `Times: ${times.join(', ')}` : null}
      {times.length > 0 && games.length > 0 ? <br /> : null}
      {games.length > 0 ? `Games: ${games.join(', ')}` : null}
    </>
  )
}

/** The bodies of the matching pages. */
export const matchingPages = {
  board({ children, volunteers, filters }: { children: ChildSignUp[]; volunteers: VolunteerSignUp[]; filters: MatchingFilters }): ReactNode {
    const ageOptions = [['', 'Any age group'], ...AGE_GROUPS.map((group) => [group, `${group} years`] as const)] as const
    return (
      <>
        <p>
          Children registered for Play With Me who have no volunteer yet, and the volunteers who can play. Choose "Find a volunteer" beside a child to see the volunteers with the
          days and games they share.
        </p>
        <Filters action="/staff/matching" label="Filter children and volunteers">
          <Field id="matching-age" label="Age group">
            {(aria) => <Choices {...aria} name="age" options={ageOptions} value={filters.age} />}
          </Field>
          <Field id="matching-game" label="Game">
            {(aria) => <input {...aria} name="game" type="search" defaultValue={filters.game} />}
          </Field>
        </Filters>
        <h2 id="children-heading">Children waiting for a match</h2>
        {children.length === 0 ? (
          <p>No child is waiting that fits these filters.</p>
        ) : (
          <DataTable
            labelledBy="children-heading"
            columns={['Child', 'Age group', 'Availability', 'Preferred games', 'Registered', 'Match']}
            rows={children.map((child) => ({
              key: child.id,
              cells: [
                <SignUpLink id={child.id} name={child.childName} />,
                answer(child.ageGroup),
                answer(child.availability),
                answer(child.preferredGames),
                <When iso={child.receivedAt} />,
                <a href={`/staff/matching/children/${encodeURIComponent(child.id)}`}>
                  Find a volunteer<span className="visually-hidden"> for {child.childName}</span>
                </a>,
              ],
            }))}
          />
        )}
        <h2 id="volunteers-heading">Volunteers</h2>
        {volunteers.length === 0 ? (
          <p>No volunteer fits these filters.</p>
        ) : (
          <DataTable
            labelledBy="volunteers-heading"
            columns={['Volunteer', 'Availability', 'Preferred games', 'Experience', 'Children matched']}
            rows={volunteers.map((volunteer) => ({ key: volunteer.id, cells: [...volunteerCells(volunteer), childrenWord(volunteer.matches)] }))}
          />
        )}
      </>
    )
  },

  child({ child, choices, matched, csrfToken }: { child: ChildSignUp; choices: VolunteerChoice[]; matched: MatchOfSignUp | undefined; csrfToken: string }): ReactNode {
    const details = (
      <dl>
        <dt>Child</dt>
        <dd>
          <SignUpLink id={child.id} name={child.childName} />
        </dd>
        <dt>Age group</dt>
        <dd>{answer(child.ageGroup)}</dd>
        <dt>Availability</dt>
        <dd>{answer(child.availability)}</dd>
        <dt>Preferred games</dt>
        <dd>{answer(child.preferredGames)}</dd>
      </dl>
    )
    const back = (
      <p>
        <a href="/staff/matching">Back to matching</a>
      </p>
    )
    if (matched)
      return (
        <>
          {details}
          <p>
            {child.childName} is already matched with <SignUpLink id={matched.otherId} name={matched.otherName} />.
          </p>
          {back}
        </>
      )
    return (
      <>
        {details}
        <p>
          The volunteers, those who share the most with {child.childName} first. "In common" is a hint from their answers: read both before you match. After a match, the parent and
          the volunteer are emailed; until the emails go, the match can be undone from the child's record.
        </p>
        {choices.length === 0 ? (
          <p>No volunteer can take a child yet.</p>
        ) : (
          <DataTable
            caption={`Volunteers for ${child.childName}`}
            columns={['Volunteer', 'Availability', 'Preferred games', 'Experience', 'In common', 'Children matched', 'Match']}
            rows={choices.map(({ volunteer, overlaps }) => ({
              key: volunteer.id,
              cells: [
                ...volunteerCells(volunteer),
                <Shared {...overlaps} />,
                childrenWord(volunteer.matches),
                <form method="post" action="/staff/matching/match">
                  <Csrf token={csrfToken} />
                  <input type="hidden" name="child" value={child.id} />
                  <input type="hidden" name="volunteer" value={volunteer.id} />
                  <button className="button button--secondary" type="submit">
                    Match
                    <span className="visually-hidden">
                      {' '}
                      {child.childName} with {volunteer.name}
                    </span>
                  </button>
                </form>,
              ],
            }))}
          />
        )}
        {back}
      </>
    )
  },

  /** The section a child's or a volunteer's record shows about their matches, with an undo for a match whose emails have not gone. */
  recordSection({
    form,
    id,
    matches,
    offered,
    csrfToken,
    now,
  }: {
    form: 'play-signup' | 'volunteer-signup'
    id: string
    matches: MatchOfSignUp[]
    /** Why the sign-up is left off the matching list (its status or the spam flag), or undefined when it is on it. */
    offered: 'done' | 'spam' | undefined
    csrfToken: string
    now: Date
  }): ReactNode {
    const other = form === 'play-signup' ? 'a volunteer' : 'a child'
    return (
      <section aria-labelledby="match-heading">
        <h2 id="match-heading">Play With Me match</h2>
        {matches.length > 0 ? (
          <ul>
            {matches.map((match) => (
              <li key={match.id}>
                With <SignUpLink id={match.otherId} name={match.otherName} />, matched by {match.createdBy} on <When iso={match.createdAt} />.{' '}
                {Date.parse(match.emailsAt) > now.getTime() ? (
                  <>
                    The emails to the parent and the volunteer go at <When iso={match.emailsAt} />.
                    <form method="post" action={`/staff/matching/${encodeURIComponent(match.id)}/undo`}>
                      <Csrf token={csrfToken} />{' '}
                      <button className="button button--secondary" type="submit">
                        Undo this match
                      </button>
                    </form>
                  </>
                ) : (
                  'The parent and the volunteer have been emailed.'
                )}
              </li>
            ))}
          </ul>
        ) : offered === 'done' ? (
          <p>Not matched with {other}, and not on the matching list, as it is marked Done. To match it, set its status back to New or In progress.</p>
        ) : offered === 'spam' ? (
          <p>Not matched with {other}, and not on the matching list, as it is flagged as likely spam. If it is genuine, "Not spam" puts it on the list.</p>
        ) : form === 'play-signup' ? (
          <p>
            Not matched with a volunteer yet. <a href={`/staff/matching/children/${encodeURIComponent(id)}`}>Find a volunteer</a>
          </p>
        ) : (
          <p>Not matched with a child yet.</p>
        )}
      </section>
    )
  },

  /** What choosing Done does to a sign-up that matching reads, said beside the status before it is chosen. */
  doneEffect(form: 'play-signup' | 'volunteer-signup'): string {
    return form === 'play-signup'
      ? 'Done takes the child off the Play With Me matching list (a match already made stays).'
      : 'Done takes the volunteer off the Play With Me matching list: no more children are offered to them (matches already made stay).'
  },
}
