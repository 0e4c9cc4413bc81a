/** What a blog post card shows: blogPostCard reads these fields of a post and no others. */
export const blogPostCardFields = ['slug', 'title', 'excerpt', 'author', 'date', 'readTimeMinutes', 'category', 'link', 'image', 'imageAlt', 'imageDecorative'] as const
