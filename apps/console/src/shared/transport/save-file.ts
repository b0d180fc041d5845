import type { DownloadedFile } from './client';

// Kept a while after the click: some browsers read the object URL only once the click returns.
const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded file to the browser's own download, under the server's file name. */
export function saveFile({ file, name }: DownloadedFile) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
