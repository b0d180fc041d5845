import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { DependencyUnavailable, isConnectionError, type Dependency } from './health';
import type { Storage } from './storage';

/** Where the bucket is and how to sign in to it (`S3_*`, README "Configuration"). */
export type S3Settings = {
  bucket: string;
  /** A MinIO-style server's address; unset for Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** `bucket` in the path rather than the host name, as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
  /** Keys from the settings; unset, the SDK's own chain (AWS_* variables, profile, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** An object in the bucket as a listing or a look-up gives it. */
export type StoredObject = { key: string; bytes: number; etag: string | undefined };

/** The bucket as uploads use it, plus what copying into it and backing it up need. */
export type S3Storage = Storage & {
  readonly bucket: string;
  /** The object's size and ETag, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Every object in the bucket, a page of the listing at a time. */
  list(): AsyncGenerator<StoredObject>;
  /** Throws a one-line error when the bucket is missing or refuses these keys. */
  check(): Promise<void>;
  close(): void;
};

// A store that does not answer is given seconds, not minutes: an upload waiting on it gets
// "try again in a moment" instead of a spinner. Three attempts (the SDK's default) in all.
const CONNECT_TIMEOUT_MS = 2_000;
const SOCKET_IDLE_TIMEOUT_MS = 15_000;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

type SdkError = { name?: unknown; $metadata?: { httpStatusCode?: number } };

/**
 * Whether a failure means the store cannot be reached now (a refused or timed-out connection, a
 * 5xx such as 503 SlowDown after the SDK's retries), rather than that it answered no.
 */
export function isUnreachable(error: unknown): boolean {
  const status = (error as SdkError | undefined)?.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  return (error as SdkError | undefined)?.name === 'TimeoutError' || isConnectionError(error);
}

const isNotFound = (error: unknown) =>
  (error as SdkError | undefined)?.$metadata?.httpStatusCode === 404;

/**
 * Uploads in an S3-compatible bucket, under the same keys as on disk. Every instance sees every
 * file, so no shared volume is needed. A store out of reach throws `DependencyUnavailable`
 * ('storage'): the call answers 503 SERVICE_UNAVAILABLE, the instance stays ready, and `health`
 * logs once when the store goes and once when it is back.
 */
export function s3Storage(settings: S3Settings, health?: Dependency): S3Storage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_IDLE_TIMEOUT_MS,
    },
    // Checksums the protocol requires, not the newer optional ones that several
    // S3-compatible servers do not know yet.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });

  async function reach<T>(request: () => Promise<T>): Promise<T> {
    try {
      const result = await request();
      health?.report('s3', true);
      return result;
    } catch (error) {
      if (!isUnreachable(error)) {
        health?.report('s3', true);
        throw error;
      }
      health?.report('s3', false, error);
      throw new DependencyUnavailable('storage', error);
    }
  }

  return {
    bucket,

    put: (key, data) =>
      reach(async () => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)],
          }),
        );
      }),

    get: (key) =>
      reach(async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return Buffer.from(await object.Body!.transformToByteArray());
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),

    remove: (key) =>
      reach(async () => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }),

    head: (key) =>
      reach(async () => {
        try {
          const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
          return { key, bytes: object.ContentLength ?? 0, etag: object.ETag };
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),

    async *list() {
      let token: string | undefined;
      do {
        const page = await reach(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token })),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, bytes: object.Size ?? 0, etag: object.ETag };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async check() {
      try {
        await reach(() => client.send(new HeadBucketCommand({ Bucket: bucket })));
      } catch (error) {
        if (error instanceof DependencyUnavailable) throw error;
        const status = (error as SdkError).$metadata?.httpStatusCode;
        const why =
          status === 404
            ? 'does not exist'
            : status === 403 || status === 401
              ? 'refuses these keys'
              : `answered ${status ?? (error as Error).name}`;
        throw new Error(`the bucket "${bucket}" ${why} (S3_BUCKET, S3_ENDPOINT, S3 keys)`, {
          cause: error,
        });
      }
    },

    close: () => client.destroy(),
  };
}
