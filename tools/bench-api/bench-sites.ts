import { startSite, type StartedSite } from '../start-site/start-site.ts'

/** A start on a busy machine, or on a store of 100,000 sign-ups, may take a while; it never builds. */
const START_TIMEOUT_MS = 300_000

/** The servers a benchmark started and has not removed yet, so that an interrupted run removes them too. */
export function benchSites() {
  const sites: StartedSite[] = []
  return {
    /** Starts the compiled server as the systemd unit runs it, with `env` on top, and says so with the settings that matter to the figures. */
    async start(label: string, env: Record<string, string>): Promise<StartedSite> {
      const startedAt = performance.now()
      const site = await startSite({ env, timeoutMs: START_TIMEOUT_MS })
      sites.push(site)
      const shown = Object.entries(env)
        .filter(([name, value]) => value && !['DATA_DIR', 'DATABASE_URL'].includes(name))
        .map(([name, value]) => `${name}=${value}`)
      console.log(`Started the server ${label} (${shown.join(', ')}) in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`)
      return site
    },
    removeAll: () => Promise.all(sites.splice(0).map((site) => site.remove())),
  }
}

export type BenchSites = ReturnType<typeof benchSites>
