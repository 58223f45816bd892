import { fillPath, PRIVATE_FILE_URL_SECONDS, storageApi } from '@parley/contracts';
import type { StoragePort } from '../platform/storage/port.ts';

/**
 * A stored file's address without a signature. Every file is served by this server, so the address is a path: the
 * page fetches it from whatever address it was opened on (one absolute on PUBLIC_URL failed CORS when the app was
 * opened on 127.0.0.1 or a LAN address). It reaches a public file; for a private one it is only a reference (a
 * finding keeps its word clip so), signed when an answer hands it out (ADR 0080).
 */
export const fileUrl = (key: string | null) => (key ? fillPath(storageApi.file.path, { key }) : null);

const FILES_PATH = fileUrl('x')!.slice(0, -1);

/** The key a `fileUrl` address names, or null for any other address. */
export const keyOfFileUrl = (url: string) =>
  url.startsWith(FILES_PATH) ? decodeURIComponent(url.slice(FILES_PATH.length)) : null;

/**
 * Files anyone may read, cached for a year: uploaded images (`storeImage`: avatars, logos, homepage pictures, shown
 * to visitors) and words read aloud (`tts.service.ts`: a dictionary reading, nobody's data). Every other key is
 * private, so a new kind of file is private until it is listed here (ADR 0080).
 */
const PUBLIC_KEY = /^(u\d+-[0-9a-f-]{36}\.(png|jpg)|tts-[0-9a-f]{40})$/;
export const isPublicKey = (key: string) => PUBLIC_KEY.test(key);

/** The addresses an answer hands out, found in a lookup its presenter can call. */
export type FileUrls = (key: string | null) => string | null;

/** Signs the private ones of `keys` for PRIVATE_FILE_URL_SECONDS; public keys keep their lasting address. */
export async function fileUrls(storage: StoragePort, keys: readonly (string | null)[]): Promise<FileUrls> {
  const privateKeys = [...new Set(keys)].filter((key): key is string => key !== null && !isPublicKey(key));
  const signed = new Map(
    await Promise.all(
      privateKeys.map(
        async (key) => [key, await storage.signedUrl(key, { expiresInSeconds: PRIVATE_FILE_URL_SECONDS })] as const,
      ),
    ),
  );
  return (key) => {
    if (key === null || isPublicKey(key)) return fileUrl(key);
    const url = signed.get(key);
    if (!url) throw new Error(`Storage key ${key} was not signed for this answer`);
    return url;
  };
}
