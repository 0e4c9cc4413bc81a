/** What the cards and the profile dialogs show of each advisor: the page sends these fields and no others. */
export const advisorCardFields = ['slug', 'name', 'title', 'bio', 'html', 'image', 'imageAlt', 'imageDecorative', 'expertise', 'socials'] as const
