import { cpSync, existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the board's fonts are served from; under assets/, so cached as immutable. */
const BASE = 'assets/excalidraw/';
/** Excalidraw's own last resort for its fonts, a CDN (ASSETS_FALLBACK_URL); the build points it here instead. */
const CDN_BASE = /`https:\/\/esm\.sh\/[^\n]*?\/dist\/prod\/`/;
/** The CJK font family alone is 13 MB: boards write in Latin scripts here, and Excalidraw falls back without it. */
const LEFT_OUT = new Set(['Xiaolai']);

function fontsDir(): string {
  const entry = createRequire(import.meta.url).resolve('@excalidraw/excalidraw');
  return path.join(path.dirname(entry), 'fonts');
}

/**
 * Excalidraw loads its hand-drawn fonts at run time from EXCALIDRAW_ASSET_PATH and then from a CDN, and loads some
 * straight from the CDN; the build copies the fonts beside the app and makes the CDN base the app's own, so a board
 * asks nothing of a third party, works offline and stays inside the app's font-src 'self' (ADR 0049).
 */
export function excalidrawAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parley-excalidraw-assets',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transform(code, id) {
      if (!id.includes('@excalidraw/excalidraw/dist/') || !CDN_BASE.test(code)) return null;
      return { code: code.replace(CDN_BASE, `location.origin + '/${BASE}'`), map: null };
    },
    closeBundle() {
      const from = fontsDir();
      if (!existsSync(from)) throw new Error(`Excalidraw's fonts are not at ${from}`);
      for (const family of readdirSync(from))
        if (!LEFT_OUT.has(family)) cpSync(path.join(from, family), path.join(outDir, BASE, 'fonts', family), { recursive: true });
    },
  };
}
