/** A worker of compressBuild: compresses each file path it is sent and answers with the sizes. */
import { parentPort } from 'node:worker_threads'
import { compressFile } from './compress-file.ts'

parentPort!.on('message', (path: string) => parentPort!.postMessage(compressFile(path)))
