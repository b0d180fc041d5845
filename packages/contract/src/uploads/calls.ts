import type { CallSpec } from '../call-spec';
import { UploadQuery, Uploaded } from './index';

/** The uploads calls of the call table (../calls.ts). */
export const UPLOADS_CALLS = {
  'Upload/Image': {
    method: 'POST',
    query: UploadQuery,
    data: Uploaded,
    kind: 'upload',
    capability: 'uploads',
  },
  'Admin/Upload/Video': { method: 'POST', data: Uploaded, kind: 'upload', capability: 'uploads' },
} as const satisfies Record<string, CallSpec>;
