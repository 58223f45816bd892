import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server on loopback, in this process, keeping its objects in a temporary folder: s3rver, which
 * answers the AWS SDK's calls, multipart uploads and presigned URLs (expiry included) but does not check SigV4
 * signatures. `requests` lists what it was asked (method and path), so a test can see how a file went up.
 */
export async function startS3Server(bucket = 'parley-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'parley-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  /** s3rver's own account, the only one it knows. */
  const account = 'S3RVER';
  return {
    bucket,
    endpoint,
    accessKeyId: account,
    secretAccessKey: account,
    requests,
    /** This server as the app's S3_* configuration (s3rver wants path-style addresses). */
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: account,
      S3_SECRET_ACCESS_KEY: account,
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
