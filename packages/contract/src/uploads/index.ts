import { z } from '../zod';
import { Id } from '../ids';
import { UPLOAD_PURPOSES } from './rules';

export * from './rules';

export const UploadPurpose = z.enum(UPLOAD_PURPOSES, { error: 'FIELD_INVALID' });
export type UploadPurpose = z.infer<typeof UploadPurpose>;

/** A stone's video: MP4 or WebM, recognised by its bytes, up to 50 MB. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const;

/** Pictures added to a stone and its video, all uploaded for stones (`Purpose=stone`). */
export const StoneMediaBody = z.strictObject({
  GoodsId: Id,
  AddImages: z.array(z.uuid('FIELD_INVALID'), 'FIELD_INVALID').max(20, 'FIELD_INVALID').default([]),
  /** A video's FileId; null removes the stone's video; absent leaves it. */
  Video: z.uuid('FIELD_INVALID').nullable().optional(),
});
export type StoneMediaBody = z.infer<typeof StoneMediaBody>;

export const UploadQuery = z.strictObject({ Purpose: UploadPurpose });
export const Uploaded = z.object({ FileId: z.uuid(), Url: z.string() });
export type Uploaded = z.infer<typeof Uploaded>;
