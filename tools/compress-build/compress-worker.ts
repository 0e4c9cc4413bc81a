/** A worker of compressBuild: compresses each file it is sent, at the brotli level sent with it, and answers with the sizes. */
import { parentPort } from 'node:worker_threads'
import { compressFile } from './compress-file.ts'

parentPort!.on('message', ({ path, brotliQuality }: { path: string; brotliQuality: number }) => parentPort!.postMessage(compressFile(path, brotliQuality)))
