/** Text made safe inside a double-quoted HTML attribute of a head written as a string. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
