/** Blob storage: files under DATA_DIR (embedded); an S3-compatible store arrives with the issue that needs it. */
export interface StoragePort {
  readonly driver: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * An address that reads `key` without signing in, for at least `expiresInSeconds`: the only way a browser reaches a
   * private file (ADR 0080). An S3 store answers a presigned URL of its bucket.
   */
  signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
  /**
   * Whether the query of an address this server serves is a live signature of `key`. The addresses an S3 store signs
   * lead to its bucket, so this server never serves one of them.
   */
  checkSignature(key: string, query: { expires?: string | undefined; token?: string | undefined }): SignatureCheck;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';
