/** What the cards and the story panel show of each partner: the page sends these fields and no others. */
export const partnerCardFields = ['slug', 'name', 'kind', 'description', 'website', 'logo', 'focus', 'impact', 'sections'] as const
