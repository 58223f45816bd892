import path from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = 'src/app/preload-page.ts';
const NAME = 'preload-page';

/**
 * Builds src/app/preload-page.ts as an entry of its own and puts it in index.html before the app: in the app's
 * entry it would wait for the whole app to download, the very wait it is there to overlap. In development Vite
 * serves modules one by one and there is nothing to overlap.
 */
export function pagePreload(): Plugin {
  return {
    name: 'parley-page-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: path.resolve(import.meta.dirname, 'index.html'), [NAME]: path.resolve(import.meta.dirname, ENTRY) },
        },
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === NAME);
        if (!chunk) throw new Error(`The build has no ${NAME} entry`);
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
