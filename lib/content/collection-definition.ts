import type { z } from 'zod'

/**
 * How each collection's Markdown body is used:
 * - none: the file has frontmatter only;
 * - markdown: the whole body is one text; with `keepSource`, the entry keeps the Markdown itself
 *   too (`markdown`), for what fills it in later (an email's placeholders); with `elsewhere`, an entry whose field of that name
 *   links to where it is published takes no text (it would never be shown), and one without that
 *   link must have text (its page here would be empty);
 * - sections: the body is split at "## Heading" lines; every listed heading must appear once.
 */
type BodyRule =
  | { kind: 'none' }
  | { kind: 'markdown'; required: true; keepSource?: true }
  | { kind: 'markdown'; elsewhere: string }
  | { kind: 'sections'; sections: Record<string, { heading: string; required: boolean }> }

export interface CollectionDefinition {
  /** The frontmatter. A field made with reference() names an entry of another collection. */
  schema: z.ZodObject
  body: BodyRule
  /** A single file, not a list, such as the site settings. */
  single?: true
  /** The files the folder holds, by name without .md, with what each is: each must be there, and no other. */
  fixedFiles?: Readonly<Record<string, { label: string }>>
  /**
   * The `{name}` placeholders each text of a file may use, by field (`body` for the text below the
   * frontmatter): any other is a problem on its line. A field named here must be filled; a text
   * field not named is never used, so it must be left out.
   */
  placeholders?: (file: string) => Readonly<Record<string, readonly string[]>> | undefined
  /** The placeholders each text of a file must hold, by field as `placeholders`: without one, the email would lose what it is for. */
  requiredPlaceholders?: (file: string) => Readonly<Record<string, readonly string[]>> | undefined
  /**
   * Rules across a file's texts that no field's schema can hold (an email's promise before any
   * other time it gives), as problems on their lines: `field` is `text` for the text below the frontmatter.
   */
  textProblems?: (
    file: string,
    texts: { data: Record<string, unknown>; body: string; bodyLine: number; lineOf(path: readonly PropertyKey[]): number },
  ) => { line: number; field: string; message: string }[]
  /** Files (without .md) the site's pages are made from, which must not be removed. */
  required?: readonly string[]
}
