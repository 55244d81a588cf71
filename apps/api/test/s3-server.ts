import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import S3rver from 's3rver';

/** s3rver's fixed credentials; the site reads them through the AWS SDK's default chain, as in production. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface TestBucketServer {
  endpoint: string;
  /** STORAGE_URL for `bucket` (which exists), under `prefix`. */
  storageUrl(bucket?: string, prefix?: string): string;
  /** The folder s3rver keeps its buckets in: `<dir>/<bucket>/<key>._S3rver_object`. */
  dir: string;
  /** Every request the server received, as `METHOD /path`, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

export const TEST_BUCKET = 'nbt-foto';

/**
 * A real S3-protocol server (s3rver) on a free loopback port, its buckets in a temp folder, with
 * `buckets` created. Sets the credentials in this process's environment, where the SDK looks.
 */
export async function startS3Server(buckets: string[] = [TEST_BUCKET]): Promise<TestBucketServer> {
  Object.assign(process.env, S3RVER_CREDENTIALS);
  const dir = mkdtempSync(join(tmpdir(), 'nbt-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const requests: string[] = [];
  server.httpServer?.on('request', (request: IncomingMessage) => {
    requests.push(`${request.method} ${request.url?.split('?')[0]}`);
  });
  return {
    endpoint,
    dir,
    requests,
    storageUrl: (bucket = TEST_BUCKET, prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      // The SDK keeps its connections alive; close() would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
