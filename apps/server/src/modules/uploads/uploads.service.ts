import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  PUBLIC_UPLOAD_PURPOSES,
  STAFF_UPLOAD_PURPOSES,
  VIDEO_MIME_TYPES,
  type UploadPurpose,
  type Uploaded,
} from '@facet/contract';
import type { Deps } from '../../platform/deps';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { cleanImage } from './images';
import { uploadsRepo, type FileRow } from './uploads.repo';

/** Private links (vouchers, chat pictures) stay valid this long once handed out. */
const PRIVATE_LINK_SECONDS = 24 * 3600;
const FILE_PATH = /^\/files\/([0-9a-f-]{36})\.(jpg|png|webp|mp4|webm)$/;
const EXT_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** A stored picture as other modules show it. */
export type Picture = { url: string; width: number; height: number };

export type UploadsService = ReturnType<typeof uploadsService>;

export const uploadsService = ({
  db,
  storage,
  signer,
}: Pick<Deps, 'db' | 'storage' | 'signer'>) => {
  const repo = uploadsRepo(db);
  const isPublic = (row: FileRow) => PUBLIC_UPLOAD_PURPOSES.includes(row.purpose);

  const urlOf = (row: FileRow) => {
    const path = `/files/${row.id}.${EXT_BY_MIME[row.mime]}`;
    return isPublic(row)
      ? path
      : `${path}?sig=${signer.sign('file', row.id, PRIVATE_LINK_SECONDS)}`;
  };

  /** The file id behind one of our own file links, or null for anything else. */
  const fileIdOf = (url: string) => FILE_PATH.exec(url.split('?')[0] ?? '')?.[1] ?? null;

  async function store(
    user: AuthUser,
    purpose: UploadPurpose,
    file: { data: Buffer; mime: string; ext: string; width: number; height: number },
  ): Promise<Uploaded> {
    const id = randomUUID();
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const storageKey = `${purpose}/${month}/${id}.${file.ext}`;
    await storage.put(storageKey, file.data);
    const row = await repo.insert({
      id,
      ownerId: user.id,
      purpose,
      mime: file.mime,
      bytes: file.data.length,
      width: file.width,
      height: file.height,
      storageKey,
    });
    return { FileId: row.id, Url: urlOf(row) };
  }

  /** Stones' media are the shop's for every buyer: only staff put them there. */
  const mayUpload = (user: AuthUser, purpose: UploadPurpose) =>
    user.role !== 'buyer' || !STAFF_UPLOAD_PURPOSES.includes(purpose);

  return {
    async upload(user: AuthUser, purpose: UploadPurpose, input: Buffer): Promise<Uploaded> {
      if (!mayUpload(user, purpose)) {
        throw new AppError('VALIDATION', [{ path: 'Purpose', key: 'FIELD_INVALID' }]);
      }
      return store(user, purpose, await cleanImage(input, purpose));
    },

    /** A stone's video, recognised by its bytes (MP4 or WebM), kept as it came. */
    async uploadVideo(user: AuthUser, input: Buffer): Promise<Uploaded> {
      const type = await fileTypeFromBuffer(input);
      const mime = (VIDEO_MIME_TYPES as readonly string[]).find((m) => m === type?.mime);
      if (!mime || !type) throw new AppError('VIDEO_TYPE');
      return store(user, 'stone', { data: input, mime, ext: type.ext, width: 0, height: 0 });
    },

    /**
     * The links of stone media by file id, each checked to be an upload for stones of the
     * right kind (pictures or a video); any other id refuses the whole call on `field`.
     */
    async stoneMedia(ids: string[], kind: 'image' | 'video', field: string): Promise<string[]> {
      const rows = new Map((await repo.byIds([...new Set(ids)])).map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = rows.get(id);
        if (!row || row.purpose !== 'stone' || !row.mime.startsWith(`${kind}/`)) {
          throw new AppError('VALIDATION', [{ path: field, key: 'FIELD_INVALID' }]);
        }
        return urlOf(row);
      });
    },

    /**
     * A file for the caller: public purposes for anyone; private ones for the owner, staff, or
     * whoever holds a valid signed link. Anything else is 404, so ids do not leak.
     */
    async read(path: string, requester: AuthUser | null, signature: string | undefined) {
      const id = fileIdOf(path);
      const row = id ? await repo.byId(id) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      const allowed =
        isPublic(row) ||
        (requester && (requester.id === row.ownerId || requester.role !== 'buyer')) ||
        (signature !== undefined && signer.verify('file', row.id, signature));
      if (!allowed) throw new AppError('NOT_FOUND');
      const data = await storage.get(row.storageKey);
      if (!data) throw new AppError('NOT_FOUND');
      return { data, mime: row.mime, isPublic: isPublic(row) };
    },

    /** Links to files by id (private ones signed), for records that keep file ids. */
    async links(ids: string[]): Promise<Map<string, string>> {
      const rows = await repo.byIds([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, urlOf(row)]));
    },

    /** Pictures as a page shows them: the link (signed when private) and the size. */
    async describe(ids: string[]): Promise<Map<string, Picture>> {
      const rows = await repo.byIds([...new Set(ids)]);
      return new Map(
        rows.map((row) => [row.id, { url: urlOf(row), width: row.width, height: row.height }]),
      );
    },

    /** Whether `url` is an avatar this user uploaded (the only avatars a profile may point at). */
    async isOwnAvatar(userId: number, url: string): Promise<boolean> {
      const id = fileIdOf(url);
      return id !== null && (await repo.ownedIds(userId, [id], 'avatar')).length === 1;
    },

    /** Every id in `ids` must be this user's upload for `purpose`, or the whole call is refused. */
    async requireOwned(userId: number, ids: string[], purpose: UploadPurpose, field: string) {
      const unique = [...new Set(ids)];
      const owned = await repo.ownedIds(userId, unique, purpose);
      if (owned.length !== unique.length) {
        throw new AppError('VALIDATION', [{ path: field, key: 'FIELD_INVALID' }]);
      }
      return unique;
    },

    /** Erases a user's files of one purpose, rows and bytes (account cancellation). */
    async removeOwned(userId: number, purpose: UploadPurpose) {
      const removed = await repo.deleteOwned(userId, purpose);
      await Promise.all(removed.map((row) => storage.remove(row.storageKey)));
    },
  };
};
