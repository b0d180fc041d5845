import type { Goods } from '@facet/contract';
import { FIRST_SCREEN_ROWS } from '../features/catalogue/query-calls';
import type { PageCall } from './page-call';

/** A picture the shell draws, and the box it goes in. */
export type ShellPicture = { src: string; box: string };

/**
 * The pictures a first call's answer names, where the shell draws them as the page will: a
 * stone's first picture, or the first rows' of a result list (those a phone shows before any
 * scrolling).
 */
export function picturesOf(shown: PageCall['shown'], data: unknown): ShellPicture[] {
  const answer = (data ?? {}) as Partial<Pick<Goods, 'Images'> & { List: Partial<Goods>[] }>;
  const found =
    shown === 'data-picture'
      ? [{ src: answer.Images?.[0], box: '.shell-picture' }]
      : (answer.List ?? []).slice(0, FIRST_SCREEN_ROWS).map((row, index) => ({
          src: row.Images?.[0],
          box: `.shell-row:nth-child(${index + 1}) .shell-thumb`,
        }));
  return found.filter((picture): picture is ShellPicture => Boolean(picture.src));
}

/**
 * Draws `pictures` in the shell's boxes and calls `drawn` once they have arrived, been decoded
 * and shown (or failed), at once when there are none. The boxes are in the HTML below the
 * script: until they are parsed, the pictures wait for the document.
 */
export function drawPictures(pictures: ShellPicture[], drawn: () => void) {
  if (!document.querySelector('.shell-rows')) {
    document.addEventListener('DOMContentLoaded', () => drawPictures(pictures, drawn));
    return;
  }
  let pending = 0;
  // The frame that shows the last of them, and a task after it.
  const one = () => {
    if (--pending <= 0) requestAnimationFrame(() => setTimeout(drawn));
  };
  pictures.forEach(({ src, box }, index) => {
    const frame = document.querySelector(box);
    if (!frame) return;
    const image = document.createElement('img');
    image.alt = '';
    if (index === 0) image.fetchPriority = 'high';
    pending++;
    image.onload = () => (image.decode ? image.decode().then(one, one) : one());
    image.onerror = one;
    image.src = src;
    frame.appendChild(image);
  });
  if (!pending) drawn();
}
