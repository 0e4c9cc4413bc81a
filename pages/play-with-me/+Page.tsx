import type { Data } from './+data.ts'

export default function Page({ playWithMe, games }: Data) {
  return (
    <>
      <section aria-labelledby="play-heading">
        <h1 id="play-heading">{playWithMe.heading}</h1>
        <p>{playWithMe.intro}</p>
      </section>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading">Games</h2>
        <ul>
          {games.map((game) => (
            <li key={game.slug}>
              <h3>{game.name}</h3>
              <p>Ages {game.ageLabel}</p>
              <p>{game.description}</p>
              <a href={game.link} target="_blank" rel="noopener noreferrer">Play</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how-heading">
        <h2 id="how-heading">How It Works</h2>
        <ol>
          {playWithMe.howItWorks.map((step) => (
            <li key={step.title}><h3>{step.title}</h3><p>{step.description}</p></li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="closing-heading">
        <h2 id="closing-heading">{playWithMe.closingHeading}</h2>
        <p>{playWithMe.closingText}</p>
      </section>
    </>
  )
}
