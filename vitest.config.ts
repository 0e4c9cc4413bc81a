import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Most test files spend their time waiting (on timers, started servers, sockets and the
    // databases), not computing: two files at a time even on a two-core machine, where Vitest
    // would otherwise run one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{lib,renderer,pages,api,tools,scripts,deploy}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Worker threads start and load modules for less than a process each.
          pool: 'threads',
          // The files of a thread share the modules it loaded: loading them again for each file took
          // two fifths of the unit tests' time. A file that changes what others would see puts it back
          // (vi.stubEnv is undone by vi.unstubAllEnvs, the dev server's content is emptied), and
          // what is read from the content is kept by folder (lib/content/site-content.server.ts).
          isolate: false,
          // npm test runs the unit tests beside lint and the type check on two cores: a test that takes
          // a second alone may take several then. A test that hangs still fails, in half a minute.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The server as `npm start` runs it: scripts/start.ts as a process of its own, on the build.
          name: 'server',
          include: ['server-tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server-tests/support/global-setup.ts'],
          // The server tests wait far more than they compute (started servers, timers, sockets, the
          // stores): four files at a time keep two cores busy where two leave them mostly idle.
          maxWorkers: 4,
          // After the unit tests when both run: Vitest runs projects of different maxWorkers in turn.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
