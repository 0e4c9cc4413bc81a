import { Worker } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module. The npm scripts run under tsx, whose loader a new
 * thread does not inherit, so the worker registers it before importing the module.
 */
export function tsWorker(module: URL): Worker {
  const source = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`
  return new Worker(source, { eval: true })
}
