import type { UploadPurpose } from '@facet/contract';
import type { ImageUploadItem } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { uploadImage } from './uploads';

/**
 * Pictures sent for a private purpose (payment vouchers, custom-order pictures, trade papers):
 * an <img> cannot send the bearer token, so each tile previews the local file while the
 * upload's FileId travels in the tile's `extra`. Counts the uploads under way (a form waits for
 * them) and lets the previews go with the page. A refusal reaches `onFailure`, then the uploader.
 */
export function usePrivateUploads(
  purpose: UploadPurpose,
  onFailure?: (file: File, error: unknown) => void,
) {
  const [uploading, setUploading] = useState(0);
  const previews = useRef<string[]>([]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const upload = async (file: File): Promise<ImageUploadItem> => {
    setUploading((count) => count + 1);
    try {
      const uploaded = await uploadImage(file, purpose);
      const url = URL.createObjectURL(file);
      previews.current.push(url);
      return { url, extra: uploaded.FileId };
    } catch (error) {
      onFailure?.(file, error);
      throw error;
    } finally {
      setUploading((count) => count - 1);
    }
  };

  return { upload, uploading };
}
