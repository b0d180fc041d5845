import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/errors';
import type { UploadPurpose } from '@facet/contract';
import { decodeHeicOffThread } from './heic-decoder';
import { heifImageSizes } from './heif-size';

export type CleanImage = { data: Buffer; mime: string; ext: string; width: number; height: number };

// Decompression bombs: a 15 KB file may claim gigapixels; refuse anything past 50 MP from its
// header, before a decoder allocates it.
const MAX_PIXELS = 50_000_000;
const AVATAR_SIZE = 512;
const MAX_EDGE = 2560;

/**
 * Recognises an upload by its bytes (never its name), then re-encodes it so no metadata
 * (EXIF location, camera serials) and no trailing payload survives. HEIC becomes JPEG.
 */
export async function cleanImage(input: Buffer, purpose: UploadPurpose): Promise<CleanImage> {
  const type = await fileTypeFromBuffer(input);
  let image: Sharp;
  switch (type?.mime) {
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp': {
      const { width = 0, height = 0 } = await sharp(input)
        .metadata()
        .catch(() => {
          throw new AppError('FILE_TYPE');
        });
      if (width * height > MAX_PIXELS) throw new AppError('PICTURE_TOO_LARGE');
      image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
      break;
    }
    case 'image/heic':
    case 'image/heif': {
      const declared = heifImageSizes(input);
      if (declared.length === 0) throw new AppError('FILE_TYPE');
      if (declared.some(({ width, height }) => width * height > MAX_PIXELS)) {
        throw new AppError('PICTURE_TOO_LARGE');
      }
      const decoded = await decodeHeicOffThread(input);
      if (!decoded) throw new AppError('FILE_TYPE');
      if (decoded.width * decoded.height > MAX_PIXELS) throw new AppError('PICTURE_TOO_LARGE');
      image = sharp(decoded.data, {
        raw: { width: decoded.width, height: decoded.height, channels: 4 },
      });
      break;
    }
    default:
      throw new AppError('FILE_TYPE');
  }

  image = image.rotate();
  image =
    purpose === 'avatar'
      ? image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      : image.resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true });

  const output =
    type.mime === 'image/png'
      ? { ext: 'png', mime: 'image/png', encoded: image.png() }
      : type.mime === 'image/webp'
        ? { ext: 'webp', mime: 'image/webp', encoded: image.webp({ quality: 85 }) }
        : { ext: 'jpg', mime: 'image/jpeg', encoded: image.jpeg({ quality: 85, mozjpeg: true }) };
  try {
    const { data, info } = await output.encoded.toBuffer({ resolveWithObject: true });
    return { data, mime: output.mime, ext: output.ext, width: info.width, height: info.height };
  } catch {
    // Truncated or corrupt pixel data behind a valid header.
    throw new AppError('FILE_TYPE');
  }
}
