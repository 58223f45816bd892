import { STORAGE_TEXTS, UPLOAD_MAX_BYTES } from '@parley/contracts';

export type ImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** The image type by the file's first bytes, as the server judges it: a name or a browser guess proves nothing. */
export async function sniffImageType(file: Blob): Promise<ImageType | null> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; error: string };

/** Refuses, with the server's own texts, what the upload would refuse: other types, and files over 5 MB. */
export async function checkImageFile(file: Blob): Promise<ImageCheck> {
  const type = await sniffImageType(file);
  if (!type) return { ok: false, error: STORAGE_TEXTS.wrongType };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, error: STORAGE_TEXTS.tooBig };
  return { ok: true, type };
}
