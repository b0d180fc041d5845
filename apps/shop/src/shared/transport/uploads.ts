import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  translate,
  type MessageKey,
  type UploadPurpose,
} from '@facet/contract';
import { useMutation } from '@tanstack/react-query';
import { currentLocale } from '../../i18n/i18n';
import { ApiError } from './client';
import { calls } from './http';
import { toast } from '../ui/toast';

/**
 * Refuses early what the server would refuse after a long upload on a phone connection.
 * An empty type is let through: some browsers cannot name HEIC, the server sniffs the content.
 */
function imageProblem(file: Pick<File, 'size' | 'type'>): MessageKey | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'FILE_TOO_LARGE';
  if (file.type && !(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) {
    return 'FILE_TYPE';
  }
  return null;
}

export function uploadImage(file: File, purpose: UploadPurpose) {
  const problem = imageProblem(file);
  if (problem) {
    const error = new ApiError(problem, translate(currentLocale(), problem), 0);
    toast({ content: error.Message });
    error.reported = true;
    return Promise.reject(error);
  }
  // multipart/form-data with the one field `file` (API.md, "Uploads").
  const form = new FormData();
  form.append('file', file);
  return calls.upload('Upload/Image', form, { Purpose: purpose });
}

export function useUploadImage(purpose: UploadPurpose) {
  return useMutation({ mutationFn: (file: File) => uploadImage(file, purpose) });
}
