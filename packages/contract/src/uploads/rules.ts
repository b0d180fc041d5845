/** Uploads' limits and purposes without schemas: the shop's pages that upload read these alone. */

export const UPLOAD_PURPOSES = [
  'avatar',
  'voucher',
  'demand',
  'chat',
  'feedback',
  'stone',
  'verification',
  'store',
  'return',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * Avatars, stones' pictures and videos and Cloud Store logos are public; every other purpose is
 * readable only by its owner and clerks. Only staff upload for stones.
 */
export const PUBLIC_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['avatar', 'stone', 'store'];
export const STAFF_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['stone'];

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
/** §9: an upload list holds at most 52 files by default. */
export const UPLOAD_LIST_MAX = 52;
