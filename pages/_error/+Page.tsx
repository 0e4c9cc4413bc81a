export default function Page() {
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">404 Page Not Found</h1>
      <p>We're sorry, the page you are looking for doesn't exist or has been moved.</p>
      <a href="/">Return to Home</a>
    </section>
  )
}
