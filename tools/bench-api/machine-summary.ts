import { arch, cpus, loadavg, release, totalmem, type } from 'node:os'

/** The machine the figures were taken on, so that they are quoted with it. */
export function machineSummary(): string {
  const processors = cpus()
  const model = processors[0]?.model.trim() ?? 'unknown model'
  const memoryGiB = (totalmem() / 1024 ** 3).toFixed(1)
  const [oneMinute = 0] = loadavg()
  return [
    `${processors.length} CPU${processors.length === 1 ? '' : 's'} (${model}), ${memoryGiB} GiB memory`,
    `Node ${process.version}, ${type()} ${release()} ${arch()}`,
    // Other work on the machine makes every figure lower: the load average tells how busy it was.
    `load average over the last minute before the run: ${oneMinute.toFixed(2)}`,
  ].join('; ')
}
