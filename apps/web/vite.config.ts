import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { flagImages } from './flags-plugin.ts';

export default defineConfig({
  plugins: [react(), flagImages()],
  // The browser tests' switches exist only in the build they run (scripts/lib/web-build.ts): a literal false lets the
  // production build drop every branch on it.
  define: { __E2E_HOOKS__: JSON.stringify(process.env.VITE_E2E_HOOKS === '1') },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    // `.only` would quietly skip the rest of a file, on CI or not.
    allowOnly: false,
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The machine is shared (two cores, other test runs): a slow test is not a failing one.
    testTimeout: 20_000,
  },
});
