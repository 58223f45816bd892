import { fileTypeFromBuffer } from 'file-type';
import { REPLY_FILE_TYPES } from '@parley/contracts';

type ReplyFileType = (typeof REPLY_FILE_TYPES)[number];
const EXTENSIONS: Record<ReplyFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
};

const isText = (data: Uint8Array) => {
  if (data.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
};

/** A reply file's type judged by its bytes, never its name: PDF, PNG, JPEG, or UTF-8 text; null for anything else. */
export async function replyFileType(data: Uint8Array): Promise<{ mime: ReplyFileType; extension: string } | null> {
  const detected = await fileTypeFromBuffer(data);
  const mime = detected ? REPLY_FILE_TYPES.find((t) => t === detected.mime) : isText(data) ? 'text/plain' : undefined;
  return mime ? { mime, extension: EXTENSIONS[mime] } : null;
}

/** The name shown to the teacher: the last path segment, printable, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || 'attachment';
}
