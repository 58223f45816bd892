import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { flagImages } from './flags-plugin.ts';

export default defineConfig({
  plugins: [react(), flagImages()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The machine is shared (two cores, other test runs): a slow test is not a failing one.
    testTimeout: 20_000,
  },
});
