import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/test/database-test-files.ts';

const ROOT = import.meta.dirname;
const SERVER_SRC = path.join(ROOT, 'apps/server/src');

const serverProject = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  test: {
    name,
    environment: 'node',
    // `.only` would quietly skip the rest of a file, on CI or not.
    allowOnly: false,
    include,
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache: importing the app (Fastify, drizzle, PGlite, contracts) once per worker
    // instead of once per file halves the CPU of a run. Nothing in the server's tests mocks modules, and each file
    // builds its own app and database, so there is no state for files to leak into each other.
    isolate: false,
  },
});

/**
 * One run for every project, so both cores stay busy to the last file and collection is paid once: `server` runs
 * every server, contracts and language test on PGlite; with TEST_DATABASE_URL, `server-postgres` runs again, on that
 * Postgres server, the ones marked for it (test/database-test-files.ts): what only a server with many connections shows.
 */
export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, and most API tests wait on sockets, timers and child processes
    // more than they compute: three workers keep both cores busy.
    maxWorkers: '150%',
    projects: [
      serverProject('server', [
        'apps/server/src/**/*.test.ts',
        'packages/contracts/src/**/*.test.ts',
        'packages/language/src/**/*.test.ts',
        'scripts/**/*.test.ts',
      ]),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject(
              'server-postgres',
              databaseTestFiles(SERVER_SRC).map((f) => path.relative(ROOT, f)),
            ),
          ]
        : []),
      './apps/web/vite.config.ts',
    ],
  },
});
