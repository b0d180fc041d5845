import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/signing';

/** The header `npm run backup` proves itself with: a 60-second signature of the secret. */
export const BACKUP_TOKEN_HEADER = 'x-facet-backup';
export const BACKUP_PURPOSE = 'backup';
export const BACKUP_SUBJECT = 'database';

/**
 * The embedded database's snapshot, for `npm run backup` on the same machine: only the
 * instance holding a PGlite data directory may read it, so the backup tool asks it. No user
 * session opens this door — only a short-lived signature made with the server's own secret,
 * which only someone who can read the data directory (or the SECRET) can make. Anyone else,
 * staff included, gets the 404 of a route that does not exist.
 */
export const backupRoutes: FastifyPluginAsync<{
  dump: () => Promise<Blob>;
  signer: Signer;
}> = async (app, { dump, signer }) => {
  app.get('/api/Admin/Backup/Database', { schema: { hide: true } }, async (request, reply) => {
    const token = request.headers[BACKUP_TOKEN_HEADER];
    if (typeof token !== 'string' || !signer.verify(BACKUP_PURPOSE, BACKUP_SUBJECT, token)) {
      throw new AppError('NOT_FOUND');
    }
    const snapshot = Buffer.from(await (await dump()).arrayBuffer());
    request.log.info({ bytes: snapshot.length }, 'database snapshot taken');
    return reply
      .type('application/gzip')
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="database.tar.gz"')
      .send(snapshot);
  });
};
