const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/**
 * Keys are the app's own names, never a caller's: one that could climb out of the local store's folder, or name
 * another object than the app meant in a bucket, is a bug, refused by every store alike.
 */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}
