import { z } from 'zod';

export const UPLOAD_PURPOSES = ['avatar', 'voucher', 'demand', 'chat', 'feedback'] as const;
export const UploadPurpose = z.enum(UPLOAD_PURPOSES, { error: 'FIELD_INVALID' });
export type UploadPurpose = z.infer<typeof UploadPurpose>;

/** Avatars are public; every other purpose is readable only by its owner and clerks. */
export const PUBLIC_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['avatar'];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** §9: an upload list holds at most 52 files by default. */
export const UPLOAD_LIST_MAX = 52;

export const UploadQuery = z.strictObject({ Purpose: UploadPurpose });
export const Uploaded = z.object({ FileId: z.uuid(), Url: z.string() });
export type Uploaded = z.infer<typeof Uploaded>;
