/** What the cards and the panel show of each topic; its publications are sent with the fields below. */
export const scienceTopicFields = ['slug', 'title', 'description', 'icon', 'indicators', 'sections', 'publications'] as const
