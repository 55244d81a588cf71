import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { BucketLocation } from '../env.js';
import { contentTypeOf, type ObjectStore } from './object-store.js';

/** `s3://bucket/prefix/ at https://endpoint`: where the photos are, without anything secret. */
export function describeBucket(location: BucketLocation): string {
  const at = location.endpoint ? ` at ${location.endpoint}` : ` in ${location.region}`;
  return `the bucket s3://${location.bucket}/${location.prefix}${at}`;
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) =>
  httpStatusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/** Why the bucket does not answer, in words an operator can act on; SDK messages carry no secrets. */
function checkFailure(location: BucketLocation, error: unknown): string {
  const status = httpStatusOf(error);
  const { name, message, code } = error as Error & { code?: string };
  if (status === 404 || name === 'NotFound' || name === 'NoSuchBucket') return 'the bucket does not exist';
  if (status === 403) {
    return 'access denied: check the credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the machine’s role) and the bucket’s policy';
  }
  if (status === 301) return `the bucket is in another region than ${location.region}: set region= in STORAGE_URL`;
  if (name === 'CredentialsProviderError') {
    return 'no credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or give the machine a role';
  }
  if (status !== undefined) return `the server answered ${status} (${name})`;
  return `the server does not answer (${code ?? name}: ${message})`;
}

/** One header's value, when the request sent it once. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * How long a bucket check's answer (either) is given again: anyone may ask GET /api/ready as often
 * as they like, and the bucket then sees one request per this long, never one per poll.
 */
export const BUCKET_CHECK_REUSE_MS = 5_000;

/**
 * Files as objects of an S3-protocol bucket (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK,
 * with the credentials of its default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, the machine's role). Serving passes the request's conditions and range to the bucket,
 * which answers them with the object's own ETag.
 */
export function createBucketStore(
  location: BucketLocation,
  { now = Date.now }: { now?: () => number } = {},
): ObjectStore {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Checksums only where the protocol requires them: stores other than AWS (older MinIO, R2)
    // refuse the SDK's newer default headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = location.bucket;
  const key = (name: string) => `${location.prefix}${name}`;

  const askBucket = async () => {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      throw new Error(`${describeBucket(location)} does not answer: ${checkFailure(location, error)}`, {
        cause: error,
      });
    }
  };
  /** The last check: shared by the callers that come while it runs and for a short time after. */
  let lastCheck: { result: Promise<void>; settledAt: number | undefined } | undefined;

  return {
    description: describeBucket(location),
    async put(name, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key(name), Body: bytes, ContentType: contentTypeOf(name) }),
      );
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: location.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(location.prefix.length);
          // Objects in deeper "folders" under the prefix are not the site's.
          if (name && !name.includes('/')) yield { name, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async serve(name, method, headers) {
      const ifNoneMatch = single(headers['if-none-match']);
      const since = single(headers['if-modified-since']);
      const sinceDate = since ? new Date(since) : undefined;
      const input = {
        Bucket,
        Key: key(name),
        Range: single(headers.range),
        IfNoneMatch: ifNoneMatch,
        // As HTTP says: the date counts only when no ETag was sent.
        IfModifiedSince: !ifNoneMatch && sinceDate && !Number.isNaN(sinceDate.getTime()) ? sinceDate : undefined,
      };
      try {
        const head = method === 'HEAD';
        const object = head
          ? await client.send(new HeadObjectCommand(input))
          : await client.send(new GetObjectCommand(input));
        // No content type: the bucket's may have been set by anyone who can write to it; the
        // uploads route sends the one the name says.
        const answer: Record<string, string> = { 'accept-ranges': 'bytes' };
        if (object.ContentLength !== undefined) answer['content-length'] = String(object.ContentLength);
        if (object.ETag) answer.etag = object.ETag;
        if (object.LastModified) answer['last-modified'] = object.LastModified.toUTCString();
        if (object.ContentRange) answer['content-range'] = object.ContentRange;
        return {
          status: object.ContentRange ? 206 : 200,
          headers: answer,
          body: 'Body' in object ? (object.Body as Readable) : undefined,
        };
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 304) return { status: 304, headers: {} };
        if (isMissing(error)) return undefined;
        if (status === 416) return { status: 416, headers: {} };
        throw error;
      }
    },
    async copyToFile(name, path) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        await pipeline(object.Body as Readable, createWriteStream(path, { flags: 'wx' }));
        return true;
      } catch (error) {
        await rm(path, { force: true }).catch(() => undefined);
        if (isMissing(error)) return false;
        throw error;
      }
    },
    check() {
      if (lastCheck && (lastCheck.settledAt === undefined || now() - lastCheck.settledAt < BUCKET_CHECK_REUSE_MS)) {
        return lastCheck.result;
      }
      const check: { result: Promise<void>; settledAt: number | undefined } = {
        result: askBucket().finally(() => {
          check.settledAt = now();
        }),
        settledAt: undefined,
      };
      lastCheck = check;
      return check.result;
    },
  };
}
