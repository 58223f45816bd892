import { fileTypeFromBuffer } from 'file-type';

/** The file types users may hand us (classroom replies, documents), each with the extension its stored key gets. */
const EXTENSIONS = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'text/plain': 'txt',
} as const;
export type KnownFileType = keyof typeof EXTENSIONS;

const isText = (data: Uint8Array) => {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
};

/**
 * A file's type judged by its bytes, never its name: one of `allowed` (PDF, PNG, JPEG, WebP, or UTF-8 text without
 * NUL bytes), or null for anything else.
 */
export async function fileTypeByContent<T extends KnownFileType>(
  data: Uint8Array,
  allowed: readonly T[],
): Promise<{ mime: T; extension: string } | null> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected
    ? allowed.find((t) => t === detected.mime)
    : isText(data)
      ? allowed.find((t) => t === 'text/plain')
      : undefined;
  return mime ? { mime, extension: EXTENSIONS[mime] } : null;
}

/** The name shown for an uploaded file: the last path segment, printable, at most 120 characters. */
export function cleanFileName(name: string | undefined, fallback = 'attachment'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}
