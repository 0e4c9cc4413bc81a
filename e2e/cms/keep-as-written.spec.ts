import { bodyOf, entriesOf, expect, formOf, frontmatterOf, openCms, publish, read, test, textBoxIn } from './cms-steps.ts'

test('saving changes the changed line only, and keeps the comments and every other line byte for byte', async ({ page }) => {
  // A game written with comments: the sample games carry launch reminders, and the tests' own game a note.
  const path = entriesOf('games').find((each) =>
    read(each)
      .split('\n')
      .some((line) => line.startsWith('#')),
  )!
  const before = read(path)
  const description = 'A game of plans, one careful move at a time.'
  await openCms(page, formOf(path))
  await page.getByLabel('Description', { exact: true }).fill(description)
  await publish(page)
  await expect.poll(() => frontmatterOf(read(path)).description).toBe(description)
  const changed = before.replace(/^description: .*$/m, `description: ${description}`)
  expect(read(path)).toBe(changed)
})

test('a paragraph added in the Markdown text is saved as typed, formatting and link included, and the rest of the text as it was', async ({ page }) => {
  const path = entriesOf('advisors')[0]!
  const before = read(path)
  const paragraph = 'She answers letters **herself**, and lists her talks on [her page](https://example.org/talks).'
  await openCms(page, formOf(path))
  // Typed into the Markdown text box itself, once it has the focus: keys pressed before would go
  // where the first click was.
  const text = await textBoxIn(page, 'markdown')
  await text.click()
  await expect(text).toBeFocused()
  await text.press('Control+End')
  await text.pressSequentially(`\n\n${paragraph}`)
  await publish(page)
  await expect.poll(() => bodyOf(read(path))).toBe(`${bodyOf(before)}\n\n${paragraph}`)
  expect(frontmatterOf(read(path))).toEqual(frontmatterOf(before))
})
