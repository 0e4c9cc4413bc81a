import { connect } from 'node:net'
import { once } from 'node:events'
import { afterEach, expect, test } from 'vitest'
import { startMailCatcher, type MailCatcher } from './start-mail-catcher.ts'

let mail: MailCatcher | undefined
afterEach(async () => {
  await mail?.close()
  mail = undefined
})

test('a sender that resets its connection mid-session, as a killed server does, leaves the catcher serving and throws nothing in the tests', async () => {
  mail = await startMailCatcher()
  const socket = connect(mail.port, '127.0.0.1')
  await once(socket, 'data') // the greeting
  for (const line of ['EHLO sender.example.org', 'MAIL FROM:<site@example.org>', 'RCPT TO:<office@example.org>', 'DATA']) {
    socket.write(`${line}\r\n`)
    await once(socket, 'data')
  }
  socket.write('Subject: half an email\r\n\r\nThe sender stops here')
  await new Promise((resolve) => setTimeout(resolve, 50))
  socket.resetAndDestroy()
  // An 'error' the catcher left unheard would reach the process as an uncaught exception, which fails the run.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const next = connect(mail.port, '127.0.0.1')
  const [greeting] = (await once(next, 'data')) as [Buffer]
  next.destroy()
  expect(greeting.toString()).toMatch(/^220 /)
})
