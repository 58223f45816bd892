import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../clock/port.ts';
import { checkedKey } from './keys.ts';
import type { StoragePort } from './port.ts';
import { hourlyExpiry, hourStart } from './url-signature.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, …); none: AWS's own for the region. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Files this large or larger go up in parts of this size, several at once, and a failed part is sent again alone;
   * S3's least part is 5 MiB. A 30-minute recording's processed audio (some 58 MB) goes in 8 parts.
   */
  partBytes?: number;
}

const DEFAULT_PART_BYTES = 8 * 1024 * 1024;

/** A bucket of S3 or an S3-compatible store (ADR 0087); private files are read by the browser at presigned URLs. */
export function createS3Storage(options: S3Options, clock: Clock): StoragePort {
  const { bucket, region, endpoint, forcePathStyle } = options;
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default checksums (CRC32 on every upload, checked on every download) are refused by several
    // S3-compatible servers; AWS itself keeps them.
    ...(endpoint && { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }),
  });
  const { url } = client.config.endpointProvider({
    Bucket: bucket,
    Region: region,
    Endpoint: endpoint,
    ForcePathStyle: forcePathStyle,
  });
  return {
    driver: 's3',
    fileOrigin: url.origin,
    put: async (key, data, contentType) => {
      // Upload sends a file smaller than a part as one PutObject; a larger one as a multipart upload, aborted when
      // it fails (what a killed process leaves is the bucket's lifecycle rule's to clear, docs/operations.md).
      const params = { Bucket: bucket, Key: checkedKey(key), Body: data, ContentType: contentType };
      await new Upload({ client, params, partSize: options.partBytes ?? DEFAULT_PART_BYTES }).done();
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
        const data = await object.Body!.transformToByteArray();
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    ping: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    signedUrl: async (key, { expiresInSeconds }) => {
      // Signed as of the hour's start for its whole hours, so one hour's answers carry one address (ADR 0080).
      const now = clock.now().getTime() / 1000;
      const signedAt = hourStart(now);
      const command = new GetObjectCommand({ Bucket: bucket, Key: checkedKey(key), ResponseCacheControl: 'private, no-store' });
      return getSignedUrl(client, command, {
        signingDate: new Date(signedAt * 1000),
        expiresIn: hourlyExpiry(now, expiresInSeconds) - signedAt,
      });
    },
    checkSignature: () => 'invalid',
    close: async () => client.destroy(),
  };
}
