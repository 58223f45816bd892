import { SPEECH_PACKAGES, ensureDebianPackages } from './lib/services.ts';
import { buildWebIfStale } from './lib/web-build.ts';

// Installs the local speech engines if missing and builds what is out of date, then starts the server, which
// applies migrations and seeds demo data. Without the engines the server still runs; recordings feedback fails.
await ensureDebianPackages(SPEECH_PACKAGES, 'recordings feedback runs the local speech engines').catch((err: Error) =>
  console.warn(`Speech engines missing: ${err.message}`),
);
await buildWebIfStale();
await import('../apps/server/src/main.ts');
