/** What a podcast card shows: podcastCard reads these fields of an episode and no others. */
export const podcastCardFields = ['slug', 'title', 'description', 'host', 'durationMinutes', 'date', 'category', 'audioUrl', 'image', 'imageAlt', 'imageDecorative'] as const
