import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { STORAGE_TEXTS, UPLOAD_IMAGE_TYPES } from '@parley/contracts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { StoragePort } from '../../platform/storage/port.ts';
import { isPublicKey } from '../../shared/file-url.ts';

const EXTENSIONS: Record<(typeof UPLOAD_IMAGE_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const isAllowed = (mime: string): mime is (typeof UPLOAD_IMAGE_TYPES)[number] =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);

/** Keeps an uploaded image under a fresh, unguessable key; its type is read from its bytes. */
export async function storeImage(storage: StoragePort, userId: number, data: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !isAllowed(detected.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', STORAGE_TEXTS.wrongType);
  const key = `u${userId}-${randomUUID()}.${EXTENSIONS[detected.mime]}`;
  await storage.put(key, data, detected.mime);
  return key;
}

/**
 * A public file for anyone; a private one only through a live signed address. The signature is judged before the
 * store is read, and a wrong or missing one answers like a missing file, so a private key's existence is never told.
 */
export async function readFile(storage: StoragePort, key: string, query: Parameters<StoragePort['checkSignature']>[1]) {
  const isPublic = isPublicKey(key);
  if (!isPublic) {
    const signature = storage.checkSignature(key, query);
    if (signature === 'invalid') throw notFound(STORAGE_TEXTS.notFound);
    if (signature === 'expired') throw forbidden(STORAGE_TEXTS.linkExpired);
  }
  const file = await storage.get(key);
  if (!file) throw notFound(STORAGE_TEXTS.notFound);
  return { ...file, isPublic };
}
