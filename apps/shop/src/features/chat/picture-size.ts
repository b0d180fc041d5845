import type { ChatPicture } from '@facet/contract';

/** Pictures show within this box, keeping their shape. */
const PICTURE_MAX = { width: 200, height: 240 };
const PICTURE_MIN_SIDE = 72;

/** The size a picture is drawn at, known before it loads so the conversation does not jump. */
export function pictureSize({ Width, Height }: Pick<ChatPicture, 'Width' | 'Height'>) {
  const width = Math.max(1, Width);
  const height = Math.max(1, Height);
  const scale = Math.min(1, PICTURE_MAX.width / width, PICTURE_MAX.height / height);
  return {
    width: Math.max(PICTURE_MIN_SIDE, Math.round(width * scale)),
    height: Math.max(PICTURE_MIN_SIDE, Math.round(height * scale)),
  };
}
