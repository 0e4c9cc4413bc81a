/** Decap CMS draws the whole page in the browser; the server renders nothing of it. */
export default function Page() {
  return null
}
