/**
 * The name of a content collection: its folder under content/. Written out here, before any
 * schema, so that a reference field can name its collection and the compiler can check the name;
 * the collections index must have exactly these keys.
 */
export type CollectionName =
  | 'settings'
  | 'founder'
  | 'games'
  | 'research-projects'
  | 'partners'
  | 'science-topics'
  | 'publications'
  | 'advisors'
  | 'student-ambassadors'
  | 'podcasts'
  | 'blog-posts'
  | 'signup-pages'
  | 'emails'
