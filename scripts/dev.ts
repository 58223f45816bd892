import { run, runTool } from './lib/run.ts';

// Server with restart on change (Node's own watch mode) and Vite with hot reload, proxying /api to the server.
const server = run(
  process.execPath,
  [
    '--watch-path=apps/server/src',
    '--watch-path=packages/contracts/src',
    '--watch-path=packages/language/src',
    'apps/server/src/main.ts',
  ],
  {
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? 'http://localhost:5173',
  },
);
const web = runTool('vite/bin/vite.js', ['apps/web', '--config', 'apps/web/vite.config.ts']);
process.exitCode = Math.max(...(await Promise.all([server, web])));
