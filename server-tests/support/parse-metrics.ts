export interface MetricSample {
  name: string
  labels: Record<string, string>
  value: number
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

/** The samples of a scrape in Prometheus's text format; comments and blank lines are skipped. */
export function parseMetrics(text: string): MetricSample[] {
  const samples: MetricSample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = SAMPLE_LINE.exec(line)
    if (!match) throw new Error(`Not a sample line: ${JSON.stringify(line.slice(0, 120))}`)
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, value!]))
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}
