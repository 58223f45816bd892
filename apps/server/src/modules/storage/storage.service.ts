import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { STORAGE_TEXTS, UPLOAD_IMAGE_TYPES } from '@parley/contracts';
import { AppError, notFound } from '../../errors.ts';
import type { StoragePort } from '../../platform/storage/port.ts';

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

export async function readFile(storage: StoragePort, key: string) {
  const file = await storage.get(key);
  if (!file) throw notFound(STORAGE_TEXTS.notFound);
  return file;
}
