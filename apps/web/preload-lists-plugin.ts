import type { Plugin } from 'vite';

/**
 * Trims the list of chunks each dynamic import preloads (Vite writes them into the importing chunk, so the route table
 * carried every page's list, and every page added to it grew the first download). A chunk the app's entry imports
 * statically is already loading from index.html's modulepreload links when any import() runs, so listing it again
 * only costs bytes. What remains is what the page needs beyond the shell: still fetched in parallel, not one by one.
 */
export function preloadLists(): Plugin {
  const loadedWithEntry = new Set<string>();
  return {
    name: 'parley-preload-lists',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedWithEntry.has(dep)),
        },
      },
    }),
    generateBundle: {
      // Before Vite's import analysis, which calls resolveDependencies while it writes the lists.
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'index');
        if (!entry || entry.type !== 'chunk') throw new Error('The build has no index entry');
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loadedWithEntry.has(fileName) || chunk?.type !== 'chunk') return;
          loadedWithEntry.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
      },
    },
  };
}
