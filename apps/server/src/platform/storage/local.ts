import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fillPath, storageApi } from '@parley/contracts';
import { checkedKey } from './keys.ts';
import type { StoragePort } from './port.ts';
import type { UrlSignature } from './url-signature.ts';

/** Files under `root`, served by this server's files route, which checks the addresses `signedUrl` makes. */
export function createLocalStorage(root: string, signature: UrlSignature): StoragePort {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  return {
    driver: 'local',
    fileOrigin: null,
    put: async (key, data, contentType) => {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      await writeFile(`${file}.type`, contentType);
    },
    get: async (key) => {
      const file = resolve(key);
      try {
        const [data, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { data: new Uint8Array(data), contentType };
      } catch (err) {
        // A key naming a folder (recordings keep theirs under one) is no file either.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw err;
      }
    },
    delete: async (key) => {
      const file = resolve(key);
      await Promise.all([rm(file, { force: true }), rm(`${file}.type`, { force: true })]);
    },
    ping: async () => {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
    signedUrl: async (key, { expiresInSeconds }) =>
      `${fillPath(storageApi.file.path, { key })}?${new URLSearchParams(signature.sign(key, expiresInSeconds))}`,
    checkSignature: signature.check,
    close: async () => {},
  };
}
