import { randomUUID } from 'node:crypto';
import { DOCUMENT_TYPES, DOCUMENTS_QUOTA_BYTES, DOCUMENTS_TEXTS as T } from '@parley/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, notFound } from '../../errors.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { fileTypeByContent } from '../../shared/file-type.ts';
import { presentDocument } from './documents.presenter.ts';
import * as store from './documents.store.ts';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
  storage: StoragePort;
  log: FastifyBaseLogger;
}
type Caller = { id: number };

export async function listDocuments(deps: DocumentsDeps, user: Caller, q: { limit: number; offset: number }) {
  const page = await store.listDocuments(deps.db, user.id, q.limit, q.offset);
  return {
    items: page.items.map(presentDocument),
    total: page.total,
    used_bytes: page.usedBytes,
    quota_bytes: DOCUMENTS_QUOTA_BYTES,
  };
}

/**
 * Keeps a file whose bytes say it is a PDF, an image or text, if it fits in the owner's quota. The file is stored
 * under a fresh key inside the transaction that counts the quota; whatever fails after that removes it again, so a
 * refused upload leaves nothing behind.
 */
export async function uploadDocument(deps: DocumentsDeps, user: Caller, file: { data: Uint8Array; name: string }) {
  const type = await fileTypeByContent(file.data, DOCUMENT_TYPES);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', T.fileType);
  const key = `documents/u${user.id}/${randomUUID()}.${type.extension}`;
  let stored = false;
  try {
    const row = await deps.db.transaction(async (tx) => {
      await store.lockOwner(tx, user.id);
      if ((await store.usedBytes(tx, user.id)) + file.data.byteLength > DOCUMENTS_QUOTA_BYTES) throw conflict(T.quotaFull);
      await deps.storage.put(key, file.data, type.mime);
      stored = true;
      return store.insertDocument(tx, {
        userId: user.id,
        storageKey: key,
        name: file.name,
        type: type.mime,
        size: file.data.byteLength,
        createdAt: deps.clock.now(),
      });
    });
    return presentDocument(row);
  } catch (err) {
    if (stored)
      await deps.storage.delete(key).catch((cause: unknown) => deps.log.warn({ err: cause, key }, 'document left in storage'));
    throw err;
  }
}

export async function renameDocument(deps: DocumentsDeps, user: Caller, id: number, name: string) {
  const row = await store.renameDocument(deps.db, id, user.id, name);
  if (!row) throw notFound(T.notFound);
  return presentDocument(row);
}

/** The row goes first: a file whose removal fails is only an orphan on disk, never a listed document without bytes. */
export async function deleteDocument(deps: DocumentsDeps, user: Caller, id: number) {
  const row = await store.deleteDocument(deps.db, id, user.id);
  if (!row) throw notFound(T.notFound);
  await deps.storage
    .delete(row.storageKey)
    .catch((err: unknown) => deps.log.warn({ err, key: row.storageKey }, 'document left in storage'));
  return { ok: true as const };
}

export async function documentFile(deps: DocumentsDeps, user: Caller, id: number) {
  const row = await store.findDocument(deps.db, id, user.id);
  const file = row && (await deps.storage.get(row.storageKey));
  if (!row || !file) throw notFound(T.notFound);
  return { row, data: file.data };
}
