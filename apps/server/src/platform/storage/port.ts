/** Blob storage: files under DATA_DIR (embedded); an S3-compatible store arrives with the issue that needs it. */
export interface StoragePort {
  readonly driver: 'local' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
}
