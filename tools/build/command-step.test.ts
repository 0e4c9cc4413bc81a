import { expect, test } from 'vitest'
import { commandStep } from './command-step.ts'

const node = (script: string) => commandStep('A program', process.cwd(), process.execPath, ['-e', script])

test('a program that ends with status 0 passes', async () => {
  await expect(node('process.exit(0)').run('pipe')).resolves.toBeUndefined()
})

test('a program that fails gives its status, and the output that was kept', async () => {
  await expect(node('console.error("No pages found"); process.exit(3)').run('pipe')).rejects.toThrow('it ended with status 3:\nNo pages found')
})
