import { SPEECH_PACKAGES, ensureDebianPackages } from './lib/services.ts';
import { WEB_BUILDS, buildWebIfStale } from './lib/web-build.ts';

// Installs the local speech engines if missing and builds what is out of date, then starts the server, which
// applies migrations and seeds demo data. Without the engines the server still runs; recordings feedback fails.
await ensureDebianPackages(SPEECH_PACKAGES, 'recordings feedback runs the local speech engines').catch((err: Error) =>
  console.warn(`Speech engines missing: ${err.message}`),
);
// The end-to-end server (e2e/playwright.config.ts) serves the build with the browser tests' switches in it.
const build = process.env.WEB_BUILD === 'e2e' ? 'e2e' : 'production';
await buildWebIfStale(build);
process.env.WEB_DIST ??= WEB_BUILDS[build].outDir;
await import('../apps/server/src/main.ts');
