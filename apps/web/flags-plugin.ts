import { cpSync, createReadStream } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** flag-icons' 4:3 SVGs (npm workspaces hoist the package to the root node_modules). */
const FLAGS_DIR = path.resolve(import.meta.dirname, '../../node_modules/flag-icons/flags/4x3');
const FLAG_FILE = /^[a-z-]+\.svg$/;

/**
 * Ships the flag images under /flags/{code}.svg, where the contracts' languages point (`flag_image`, LanguageFlag):
 * served from the package in development, copied next to the build otherwise.
 */
export function flagImages(): Plugin {
  return {
    name: 'parley-flag-images',
    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0] ?? '';
        if (!FLAG_FILE.test(name)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        createReadStream(path.join(FLAGS_DIR, name))
          .on('error', () => {
            res.statusCode = 404;
            res.end();
          })
          .pipe(res);
      });
    },
    writeBundle(options) {
      if (options.dir) cpSync(FLAGS_DIR, path.join(options.dir, 'flags'), { recursive: true });
    },
  };
}
