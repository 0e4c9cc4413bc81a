/** JSON as a JavaScript literal inside a <script> element: "<" escaped, so no text can close the element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The page the sign-in window ends on. Decap CMS's GitHub sign-in expects this exchange with the
 * window that opened it: the page says "authorizing:github", the CMS answers the same, and the page
 * then sends `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:…`), only
 * ever to the site's own origin, and closes. The script runs by its nonce, under a policy that
 * allows no other script.
 */
export function signInAnswerPage({ message, origin, nonce }: { message: string; origin: string; nonce: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="robots" content="noindex" /><title>Signing in</title></head>
  <body>
    <p>Signing in… This window closes by itself.</p>
    <script nonce="${nonce}">
      (() => {
        const origin = ${scriptLiteral(origin)}
        const message = ${scriptLiteral(message)}
        if (!window.opener) return
        window.addEventListener('message', (event) => {
          if (event.origin !== origin || event.data !== 'authorizing:github') return
          window.opener.postMessage(message, origin)
          window.close()
        })
        window.opener.postMessage('authorizing:github', origin)
      })()
    </script>
  </body>
</html>
`
}
