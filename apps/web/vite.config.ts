import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { excalidrawAssets } from './excalidraw-assets-plugin.ts';
import { flagImages } from './flags-plugin.ts';
import { fontFallbacks } from './font-fallback-plugin.ts';
import { pagePreload } from './page-preload-plugin.ts';
import { preloadLists } from './preload-lists-plugin.ts';
import { prerender } from './prerender-plugin.ts';
import { PREACT_FOR_REACT } from './src/lib/preact/aliases.ts';

export default defineConfig({
  // Preact's compat layer stands in for React and React DOM: the same components in a tenth of the bytes (ADR 0045).
  resolve: {
    alias: Object.entries(PREACT_FOR_REACT).map(([name, target]) => ({ find: new RegExp(`^${name}$`), replacement: target })),
  },
  // Brotli and gzip beside each text file, at their highest levels since it runs once a build: the server sends the
  // one the browser accepts (apps/server/src/plugins/web-app.ts).
  plugins: [
    react(),
    flagImages(),
    excalidrawAssets(),
    fontFallbacks(),
    pagePreload(),
    preloadLists(),
    {
      ...compression({ algorithms: ['brotliCompress', 'gzip'] }),
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    },
    prerender(),
  ],
  // The browser tests' switches exist only in the build they run (scripts/lib/web-build.ts): a literal false lets the
  // production build drop every branch on it.
  define: { __E2E_HOOKS__: JSON.stringify(process.env.VITE_E2E_HOOKS === '1') },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  // The manifest lists each page's chunks and their imports: the JS budget check reads it (src/app/initial-js.ts).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    // `.only` would quietly skip the rest of a file, on CI or not.
    allowOnly: false,
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/preact-for-node.ts', './src/test/setup.ts'],
    // The machine is shared (two cores, other test runs): a slow test is not a failing one.
    testTimeout: 20_000,
  },
});
