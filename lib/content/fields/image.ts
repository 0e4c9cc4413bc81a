import { publicFile } from './public-file.ts'

/** A picture under public/images/ (or public/media/, beside the video it stands in for), in a format every browser the site supports can show. */
export const image = () => publicFile(['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'], ['/images/', '/media/'])
