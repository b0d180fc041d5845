import type { FastifyPluginAsync } from 'fastify';
import type { Signer } from '../../platform/signing';
import { BACKUP_PATH, BACKUP_TOKEN_HEADER, backupService } from './backup.service';

/** Registered only on the embedded database (PostgreSQL is backed up by `pg_dump`). */
export const backupRoutes: FastifyPluginAsync<{
  dump: () => Promise<Blob>;
  signer: Signer;
}> = async (app, deps) => {
  const backup = backupService(deps);
  app.get(BACKUP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = request.headers[BACKUP_TOKEN_HEADER];
    const snapshot = await backup.snapshot(typeof token === 'string' ? token : undefined);
    request.log.info({ bytes: snapshot.length }, 'database snapshot taken for a backup');
    return reply
      .type('application/gzip')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="database.tar.gz"')
      .send(snapshot);
  });
};
