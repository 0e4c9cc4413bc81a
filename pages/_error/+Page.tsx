import './_not-found-page.scss'

export default function Page() {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <div className="container not-found__inner">
        <h1 id="not-found-heading">404 Page Not Found</h1>
        <p className="not-found__text">We're sorry, the page you are looking for doesn't exist or has been moved.</p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </div>
    </section>
  )
}
