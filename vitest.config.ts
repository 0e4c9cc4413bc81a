import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{lib,renderer,pages,api,tools,scripts,deploy}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          // The server as `npm start` runs it: scripts/start.ts as a process of its own, on the build.
          name: 'server',
          include: ['server-tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server-tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
