import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRERENDER_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from '@parley/contracts';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const ENTRY = 'src/app/prerender/render-page.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The server build's exports (src/app/prerender/render-page.tsx), as this plugin uses them. */
interface Renderer {
  PRERENDERED_PATHS: string[];
  PRERENDER_CHECK: string;
  loadAfterPaintScript(modules: { entries: string[]; preloads: string[] }): string;
  renderPage(pathname: string): Promise<{ html: string; styles: string; title: string }>;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const SCRIPT_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page paints without its scripts: index.html's script and preload tags come out of its head, and an
 * inline script adds them once the page is painted (src/app/prerender/load-after-paint.ts).
 */
function withScriptsAfterPaint(html: string, renderer: Renderer) {
  const entries = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]!);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]!);
  if (!entries.length) throw new Error('index.html has no module script');
  const loader = renderer.loadAfterPaintScript({ entries, preloads });
  return { html: html.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, ''), loader };
}

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function writeCompressed(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/**
 * After the app is built, builds it once more for Node and renders the pages a signed-out visitor may open into
 * copies of index.html (ADR 0046): a phone shows the page as soon as the HTML arrives instead of after the app's JS.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'parley-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = mkdtempSync(path.join(os.tmpdir(), 'parley-prerender-'));
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled whole, so that React resolves to Preact (vite.config.ts) in MUI and the rest as it does in the app.
          ssr: { noExternal: true },
          // The country list's Node entry requires every language by a computed path, which a bundle cannot follow; the
          // contracts register the languages they use (packages/contracts/src/profile/countries.ts), as in the browser.
          resolve: { alias: [{ find: /^i18n-iso-countries$/, replacement: 'i18n-iso-countries/index.js' }] },
          build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, minify: false, copyPublicDir: false },
        });
        const renderer = (await import(pathToFileURL(path.join(serverDir, 'render-page.js')).href)) as Renderer;
        const { html: template, loader } = withScriptsAfterPaint(readFileSync(path.join(outDir, 'index.html'), 'utf8'), renderer);
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const scripts = `<script>${renderer.PRERENDER_CHECK}</script><script>${loader}</script>`;
        const manifest: PrerenderManifest = { pages: {}, scriptHashes: [sha256(renderer.PRERENDER_CHECK), sha256(loader)] };
        mkdirSync(path.join(outDir, PRERENDER_DIR), { recursive: true });
        for (const pathname of renderer.PRERENDERED_PATHS) {
          const page = await renderer.renderPage(pathname);
          // Replaced by functions: a replacement string would read "$&" or "$'" in the page (a price) as a pattern.
          const html = template
            .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
            .replace('</head>', () => `${page.styles}</head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" inert>${page.html}</div>${scripts}`);
          const file = `${pathname.slice(1).replace(/\W/g, '-')}.html`;
          writeCompressed(path.join(outDir, PRERENDER_DIR, file), html);
          manifest.pages[pathname] = file;
        }
        writeFileSync(path.join(outDir, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
