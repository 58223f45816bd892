import { buildWebIfStale } from './lib/web-build.ts';

// Builds what is out of date, then starts the server, which applies migrations and seeds demo data.
await buildWebIfStale();
await import('../apps/server/src/main.ts');
