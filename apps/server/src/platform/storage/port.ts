/** Blob storage: files under DATA_DIR (embedded), or a bucket of an S3-compatible store when S3_BUCKET is set. */
export interface StoragePort {
  readonly driver: 'local' | 's3';
  /**
   * Where the addresses `signedUrl` makes lead when it is not this server: the bucket's origin, which pages may then
   * fetch from (the transcript); null for the local store.
   */
  readonly fileOrigin: string | null;
  /** Stores `data` under `key`, replacing what was there; a large file goes to S3 in parts. */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  /** Deleting a missing key is no error. */
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * An address that reads `key` without signing in, for at least `expiresInSeconds`: the only way a browser reaches a
   * private file (ADR 0080). An S3 store answers a presigned URL of its bucket (ADR 0087).
   */
  signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string>;
  /**
   * Whether the query of an address this server serves is a live signature of `key`. The addresses an S3 store signs
   * lead to its bucket, so this server never serves one of them.
   */
  checkSignature(key: string, query: { expires?: string | undefined; token?: string | undefined }): SignatureCheck;
  close(): Promise<void>;
}

export type SignatureCheck = 'valid' | 'expired' | 'invalid';
