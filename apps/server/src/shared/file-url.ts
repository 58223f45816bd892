import { fillPath, storageApi } from '@parley/contracts';

/** A stored file's public address; keys are unguessable, so the address is the permission (ADR 0025). */
export const fileUrl = (publicUrl: string, key: string | null) =>
  key ? `${publicUrl}${fillPath(storageApi.file.path, { key })}` : null;
