import path from 'node:path';
import { dependency, DependencyUnavailable, type HealthLog } from './health';
import type { S3Settings, S3Storage } from './s3-storage';
import { diskStorage, type Storage } from './storage';

/**
 * The store the settings choose: the bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. The
 * S3 client is loaded only then (half a second of start-up otherwise spent for nothing). A
 * missing bucket or refused keys stop the start; a store out of reach does not (the same 503s
 * as a later outage, until it answers).
 */
export async function openStorage(
  settings: { dataDir: string; s3: S3Settings | undefined },
  log: HealthLog,
): Promise<Storage> {
  if (!settings.s3) return diskStorage(path.join(settings.dataDir, 'uploads'));
  const { s3Storage } = await import('./s3-storage');
  const bucket: S3Storage = s3Storage(settings.s3, dependency('storage', log));
  await bucket.check().catch((error: unknown) => {
    if (!(error instanceof DependencyUnavailable)) throw error;
  });
  return bucket;
}
