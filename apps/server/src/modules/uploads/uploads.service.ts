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
import { repeatEvery, type SweepReport } from '../../platform/repeat';
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

/** A file as a module that may refer to it is asked about it: its id and its public path. */
export type FileRef = { id: string; path: string };
/** Which of these files a module still refers to (asked before unreferenced files are swept). */
export type FileReferences = (files: FileRef[]) => Promise<Iterable<string>>;

/** Buyers' uploads that nothing refers to are removed once they are this old. */
const UNREFERENCED_AFTER_MS = 24 * 3600_000;
const SWEEP_BATCH = 500;
/** How often each instance looks for unreferenced uploads. */
const SWEEP_EVERY_MS = 3600_000;

export type UploadsService = ReturnType<typeof uploadsService>;

export const uploadsService = ({
  db,
  storage,
  signer,
  counters,
  config,
}: Pick<Deps, 'db' | 'storage' | 'signer' | 'counters' | 'config'>) => {
  const repo = uploadsRepo(db);
  const referenceFinders: FileReferences[] = [];
  const pathOf = (row: Pick<FileRow, 'id' | 'mime'>) => `/files/${row.id}.${EXT_BY_MIME[row.mime]}`;
  const isPublic = (row: FileRow) => PUBLIC_UPLOAD_PURPOSES.includes(row.purpose);

  const urlOf = (row: FileRow) => {
    const path = pathOf(row);
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

  /**
   * A buyer's quota: `UPLOAD_FILES_PER_HOUR` files per purpose (counted before the picture is
   * decoded, so refused work costs nothing), and `UPLOAD_MB_PER_DAY` of stored bytes over 24
   * hours. The hourly count holds no one off while Redis is away; the daily bytes still do.
   */
  async function countUpload(user: AuthUser, purpose: UploadPurpose) {
    if (user.role !== 'buyer') return;
    const sent = await counters.hit(`upload:${purpose}:${user.id}`, 3600).catch(() => 0);
    if (sent > config.uploads.filesPerHour) throw new AppError('UPLOAD_QUOTA');
  }

  async function roomFor(user: AuthUser, bytes: number) {
    if (user.role !== 'buyer') return;
    const kept = await repo.bytesSince(user.id, new Date(Date.now() - 24 * 3600_000));
    if (kept + bytes > config.uploads.bytesPerDay) throw new AppError('UPLOAD_QUOTA');
  }

  /**
   * Removes buyers' uploads older than a day that no module refers to any more (a picture
   * picked and never sent, an avatar replaced), bytes and rows. Stone media are staff's and
   * kept. Answers how many files went.
   */
  async function sweepUnreferenced(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - UNREFERENCED_AFTER_MS);
    let removed = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await repo.sweepCandidates(before, after, SWEEP_BATCH, STAFF_UPLOAD_PURPOSES);
      if (batch.length === 0) return removed;
      after = batch.at(-1)!.id;
      const refs = batch.map((row) => ({ id: row.id, path: pathOf(row) }));
      const referenced = new Set<string>();
      for (const find of referenceFinders) for (const id of await find(refs)) referenced.add(id);
      const unreferenced = batch.filter((row) => !referenced.has(row.id)).map((row) => row.id);
      // A file taken up meanwhile by a table with a foreign key stops the delete: next sweep.
      const gone = await repo.deleteIds(unreferenced).catch(() => []);
      await Promise.all(gone.map((row) => storage.remove(row.storageKey)));
      removed += gone.length;
    }
  }

  return {
    async upload(user: AuthUser, purpose: UploadPurpose, input: Buffer): Promise<Uploaded> {
      if (!mayUpload(user, purpose)) {
        throw new AppError('VALIDATION', [{ path: 'Purpose', key: 'FIELD_INVALID' }]);
      }
      await countUpload(user, purpose);
      await roomFor(user, 1);
      const clean = await cleanImage(input, purpose);
      await roomFor(user, clean.data.length);
      return store(user, purpose, clean);
    },

    /** A module that keeps file ids or links tells how to find which it still refers to. */
    referencedBy(find: FileReferences) {
      referenceFinders.push(find);
    },

    sweepUnreferenced,

    startSweeping: (report: SweepReport) => repeatEvery(SWEEP_EVERY_MS, sweepUnreferenced, report),

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
