/** What a blog post card shows: the page sends these fields of each post and no others. */
export const blogPostCardFields = ['slug', 'title', 'excerpt', 'author', 'date', 'readTimeMinutes', 'category', 'link', 'image', 'imageAlt'] as const
