import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { copyOfFixtureContent } from './testing/copy-of-fixture-content.ts'
import { formatProblem } from './format-problem.ts'
import { loadContent } from './load-content.server.ts'
import { EMAIL_FILE_NAMES } from '../emails/email-files.ts'
import { EMAIL_PLACEHOLDERS } from '../emails/email-placeholders.ts'

let root: string
let remove: () => void
beforeEach(() => ({ root, remove } = copyOfFixtureContent()))
afterEach(() => remove())

const file = (name: string) => join(root, 'content/emails', name)
const edit = (name: string, change: (source: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), 'utf8')))
const lines = () => loadContent(root).problems.map(formatProblem)
/** The 1-based line of the first line of `name` that holds `text`. */
const lineWith = (name: string, text: string) =>
  readFileSync(file(name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1

test('each email keeps its Markdown with its placeholders, for the server to fill in', () => {
  const { content, problems } = loadContent(root)
  expect(problems).toEqual([])
  const contact = content!.emails.find((email) => email.slug === 'contact')!
  expect(contact.markdown).toContain('{reference}')
  expect(contact.markdown).toBe(readFileSync(file('contact.md'), 'utf8').split('---\n')[2]!.trim())
})

test('an unknown placeholder is a problem on its line, naming the one meant and those allowed', () => {
  edit('contact.md', (source) => source.replace('Hello {firstName},', 'Hello {firstname},'))
  expect(lines()).toEqual([
    `content/emails/contact.md:${lineWith('contact.md', 'Hello {firstname}')} text: {firstname} is not a placeholder this text can use. Did you mean {firstName}? It can use: {firstName}, {reference}, {dataLink}, {contactEmail}, {contactPhone}, {siteName}, {promise}, {updates}`,
  ])
})

test("a placeholder another email may use is refused where it means nothing: the parent's own name is never asked for", () => {
  edit('play-signup.md', (source) => source.replace('subject: Your child is registered for Play With Me', 'subject: "{firstName}, your child is registered"'))
  expect(lines()).toEqual([
    `content/emails/play-signup.md:2 subject: {firstName} is not a placeholder this field can use. It can use: {reference}, {dataLink}, {contactEmail}, {contactPhone}, {siteName}, {promise}, {replyTime}`,
  ])
})

test('the paragraph asking to confirm updates is needed where the form asks, and refused where it does not', () => {
  edit('contact.md', (source) => source.replace(/^updates: .*\n/m, ''))
  edit('volunteer-signup.md', (source) => source.replace('subject:', 'updates: Say yes with {confirmLink}\nsubject:'))
  expect(lines()).toEqual([
    'content/emails/contact.md:1 updates: this email needs updates; add it',
    'content/emails/volunteer-signup.md:2 updates: this text is never used in this email; remove it',
  ])
})

test('the files have fixed names: another name is refused with the one meant, and a missing one is named', () => {
  renameSync(file('contact.md'), file('contcat.md'))
  expect(lines()).toEqual([
    `content/emails/contcat.md:1: this file is never used: the files here have fixed names. Did you mean 'contact.md'? Files: ${EMAIL_FILE_NAMES.map((name) => `${name}.md`).join(', ')}.`,
    'content/emails: contact.md is missing; every file of this folder is needed',
  ])
})

test('an email without the reference, the data link, the updates paragraph or its confirm link is refused, naming what to add', () => {
  edit('contact.md', (source) => source.replace('[See or delete my data]({dataLink})', 'See or delete my data').replace('{updates}', '').replace('({confirmLink})', ''))
  edit('match-parent.md', (source) => source.replace(/\{reference\}/g, 'the number'))
  const textStart = (name: string) => readFileSync(file(name), 'utf8').split('\n').indexOf('---', 1) + 2
  expect(lines()).toEqual([
    `content/emails/contact.md:${textStart('contact.md')} text: this email must hold {dataLink} (the address of the page where they see or delete what they sent): add it`,
    `content/emails/contact.md:${textStart('contact.md')} text: this email must hold {updates} (where the paragraph of the updates field goes, for a person who ticked the box for updates; nothing for the others): add it`,
    `content/emails/contact.md:${lineWith('contact.md', 'updates:')} updates: this text must hold {confirmLink} (the address that confirms they want updates by email): add it`,
    `content/emails/match-parent.md:${textStart('match-parent.md')} text: this email must hold {reference} (the number of what they sent, to read out on the phone: three groups of letters and digits): add it`,
  ])
})

test('a placeholder in two pairs of braces is refused with the one pair to write, in the subject and the text', () => {
  edit('contact.md', (source) =>
    source.replace('subject: We got your message, {firstName}', 'subject: We got your message, {{firstName}}').replace('Hello {firstName},', 'Hello {{ firstName }},'),
  )
  expect(lines()).toEqual([
    'content/emails/contact.md:2 subject: {{firstName}} has two pairs of braces, and the email would show one pair around what it becomes: write {firstName}',
    `content/emails/contact.md:${lineWith('contact.md', 'Hello {{')} text: {{ firstName }} has two pairs of braces, and the email would show one pair around what it becomes: write {firstName}`,
  ])
})

test.each(['contact.md', 'play-signup.md'])("%s must repeat the promise of its form's message after sending, in its words, instead of a time of its own", (name) => {
  const promiseLine = lineWith(name, '{promise}')
  edit(name, (source) => source.replace('{promise}', 'We will write to you within 2 weeks.'))
  expect(lines()).toEqual([
    `content/emails/${name}:${lineWith(name, 'Hello')} text: this email must hold {promise} (${EMAIL_PLACEHOLDERS.promise.means.replace(/^./, (first) => first.toLowerCase())}): add it`,
    `content/emails/${name}:${promiseLine} text: gives a time of its own (2 weeks) for when we write to the person, a second time for the same wait: write {promise}, which says the form's promise in the words of its message after sending`,
  ])
})

test('a confirmation gives its promise before any other time, a match email says when we write with the reply time, and a longer step told as that step is left as it is', () => {
  edit('community-signup.md', (source) => source.replace('{promise}', 'We hope to write soon. {promise} Then we will answer within 3 weeks.'))
  edit('student-ambassador-signup.md', (source) => source.replace('{updates}', '').replace('## What happens next', '{updates}\n\n## What happens next'))
  edit('match-parent.md', (source) => source.replace('{replyTime}', '2 to 3 working days'))
  edit('play-signup.md', (source) => source.replace('{promise}', '{promise} Finding a volunteer usually takes 1 to 3 weeks.'))
  const earlier = (time: string) =>
    `names a time (${time}) before {promise}: the first time an email gives must be the one its form's page and message after sending promised, which {promise} says. Tell a longer step after it, as that step (like "Finding a volunteer usually takes 1 to 3 weeks")`
  const line = lineWith('community-signup.md', '{promise}')
  expect(lines()).toEqual([
    `content/emails/community-signup.md:${line} text: ${earlier('soon')}`,
    `content/emails/community-signup.md:${line} text: gives a time of its own (3 weeks) for when we write to the person, a second time for the same wait: write {promise}, which says the form's promise in the words of its message after sending`,
    `content/emails/match-parent.md:${lineWith('match-parent.md', 'Hello')} text: this email must hold {replyTime} (${EMAIL_PLACEHOLDERS.replyTime.means.replace(/^./, (first) => first.toLowerCase())}): add it`,
    `content/emails/match-parent.md:${lineWith('match-parent.md', '2 to 3 working days')} text: gives a time of its own (2 to 3 working days) for when we write to the person, a second time for the same wait: write {replyTime}, the reply time of the Play With Me settings`,
    `content/emails/student-ambassador-signup.md:${lineWith('student-ambassador-signup.md', 'updates:')} updates: ${earlier('7 days')}`,
  ])
})
