import type { Data } from './+data.ts'

export function CommunitySection({ settings, podcasts, blogPosts }: Pick<Data, 'settings' | 'podcasts' | 'blogPosts'>) {
  return (
    <section id="community" className="section" aria-labelledby="community-heading">
      <h2 id="community-heading">{settings.community.heading}</h2>
      <p>{settings.community.intro}</p>
      <h3>Podcasts</h3>
      <ul>
        {podcasts.map((podcast) => (
          <li key={podcast.slug}>
            <h4>{podcast.title}</h4>
            <p>{podcast.description}</p>
            <p>{podcast.host} · {podcast.durationMinutes} min</p>
            {podcast.audioUrl && <a href={podcast.audioUrl} target="_blank" rel="noopener noreferrer">Listen Now</a>}
          </li>
        ))}
      </ul>
      <h3>Blog Posts</h3>
      <ul>
        {blogPosts.map((post) => (
          <li key={post.slug}>
            <h4>{post.title}</h4>
            <p>{post.excerpt}</p>
            <p>{post.author} · {post.readTimeMinutes} min read</p>
            {post.link && <a href={post.link} target="_blank" rel="noopener noreferrer">Read More</a>}
          </li>
        ))}
      </ul>
      <article>
        <h3>Join Our Community</h3>
        <a href="/community-signup">Join Our Community</a>
      </article>
    </section>
  )
}
