import { fillPath, storageApi } from '@parley/contracts';

/**
 * A stored file's address. Every file is served by this server, so the address is a path: the page fetches it from
 * whatever address it was opened on (one absolute on PUBLIC_URL failed CORS when the app was opened on 127.0.0.1 or
 * a LAN address). Keys are unguessable, so the address is the permission (ADR 0025).
 */
export const fileUrl = (key: string | null) => (key ? fillPath(storageApi.file.path, { key }) : null);
