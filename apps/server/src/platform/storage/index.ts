import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Clock } from '../clock/port.ts';
import { createLocalStorage } from './local.ts';
import type { StoragePort } from './port.ts';
import { urlSignature } from './url-signature.ts';

export type { StoragePort } from './port.ts';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'JWT_SECRET'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

/** A bucket when S3_BUCKET is set (config.ts has checked its companions), otherwise files under DATA_DIR. */
export async function createStorage(config: StorageConfig, clock: Clock): Promise<StoragePort> {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (S3_BUCKET && S3_REGION && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    // Loaded only here: the AWS SDK takes half a second to load, which the embedded store's starts need not pay.
    const { createS3Storage } = await import('./s3.ts');
    return createS3Storage(
      {
        bucket: S3_BUCKET,
        region: S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
      },
      clock,
    );
  }
  return createLocalStorage(path.join(config.DATA_DIR, 'files'), urlSignature(config.JWT_SECRET, clock));
}
