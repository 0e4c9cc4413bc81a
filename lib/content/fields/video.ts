import { publicFile } from './public-file.ts'

/** A video under public/, in a format the page's <video> element can play. */
export const video = () => publicFile(['mp4', 'webm'], ['/media/'])
