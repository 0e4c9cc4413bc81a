import { publicFile } from './public-file.ts'

/** A picture under public/, in a format every browser the site supports can show. */
export const image = () => publicFile(['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'])
