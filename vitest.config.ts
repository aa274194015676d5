import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve('src/cms/payload.config.ts'),
  '@': path.resolve('src'),
  // Next swaps this guard for an empty module in server code; tests run server code too.
  'server-only': path.resolve('tests/helpers/serverOnly.ts'),
}

/** How both integration projects (SQLite, PostgreSQL) run the files of tests/integration. */
const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file owns a database; running them one at a time keeps a 2-core machine responsive.
  fileParallelism: false,
  // One after another in one process, which loads node_modules once; freshFile.ts gives each
  // file fresh modules, mocks, environment and Payload, as a process of its own would.
  isolate: false,
  setupFiles: ['tests/integration/helpers/freshFile.ts'],
}

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Worker threads, both cores: 58-62 s against 115 s for child processes on one (vitest's
          // default here), measured one after the other on this machine; each file still gets
          // its own module graph and environment (isolate stays on).
          pool: 'threads',
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: { name: 'integration', ...integration },
      },
      {
        // The same integration tests against PostgreSQL: each file gets a fresh database on
        // TEST_POSTGRES_URL's server (default the local one), dropped afterwards.
        resolve: { alias },
        test: {
          name: 'integration-postgres',
          ...integration,
          // The reverse-proxy tests use no database: once is enough.
          exclude: ['tests/integration/nginx*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
        },
      },
      {
        // Whole production servers (several instances, PostgreSQL, Redis): minutes, not seconds.
        resolve: { alias },
        test: {
          name: 'scale',
          // Two instances behind one database and Redis; three started at once on an empty one.
          // (Soaks are the bench's: `npm run bench soak`.) Run one with `npm run test:scale -- <file>`.
          include: ['tests/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
