import type { Data } from './+data.ts'

export function AdvisorsSection({ settings, advisors, ambassadors }: Pick<Data, 'settings' | 'advisors' | 'ambassadors'>) {
  const { advisoryBoard } = settings
  return (
    <section id="advisors" className="section" aria-labelledby="advisors-heading">
      <h2 id="advisors-heading">{advisoryBoard.heading}</h2>
      <p>{advisoryBoard.intro}</p>
      <ul>
        {advisoryBoard.benefits.map((benefit) => (
          <li key={benefit.title}><h3>{benefit.title}</h3><p>{benefit.description}</p></li>
        ))}
      </ul>
      {advisors.map((advisor) => (
        <article key={advisor.slug}>
          <img src={advisor.image} alt="" width={400} height={400} />
          <p>{advisor.expertise}</p>
          <h3>{advisor.name}</h3>
          <p>{advisor.title}</p>
          <p>{advisor.bio}</p>
        </article>
      ))}
      <article>
        <h3>Support Us as an Advisor</h3>
        <a href="/advisor-signup">Become an Advisor</a>
      </article>
      <h3>Student Ambassadors</h3>
      {ambassadors.map((ambassador) => (
        <article key={ambassador.slug}>
          <img src={ambassador.image} alt="" width={400} height={400} />
          <h4>{ambassador.name}</h4>
          <p>{ambassador.grade} grade, {ambassador.school}</p>
          <p>{ambassador.bio}</p>
        </article>
      ))}
      <article>
        <h4>Become a Student Ambassador</h4>
        <a href="/student-ambassador-signup">Apply Now</a>
      </article>
    </section>
  )
}
