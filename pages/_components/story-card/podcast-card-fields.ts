/** What a podcast card shows: the page sends these fields of each episode and no others. */
export const podcastCardFields = ['slug', 'title', 'description', 'host', 'durationMinutes', 'date', 'category', 'audioUrl', 'image', 'imageAlt'] as const
