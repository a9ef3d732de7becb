/**
 * A picture a reader uploads (photos, messages) is checked by its bytes, not by the type it was
 * declared with: a JPEG, PNG, GIF or WebP whose header names sane dimensions. image-size reads
 * the header; the type kept is the one the bytes say.
 */
import { imageSize } from 'image-size';
import { InputError } from '../infra/envelope.js';

/** The largest picture kept: a phone camera's full resolution, with room. */
export const PICTURE_LIMITS = { maxSide: 10_000, maxPixels: 50_000_000 } as const;

export const NOT_A_PICTURE = '只能上传图片（JPG、PNG、GIF、WebP）';
export const PICTURE_TOO_LARGE = `图片尺寸过大，每边不能超过${PICTURE_LIMITS.maxSide}像素、总共不超过${PICTURE_LIMITS.maxPixels / 10_000}万像素`;
export const PICTURE_BROKEN = '图片已损坏，请重新选择';

const PICTURE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The picture's type as its bytes say, or the refusal (thrown). */
export function pictureType(data: Uint8Array): string {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    throw new InputError(NOT_A_PICTURE);
  }
  const mime = PICTURE_TYPES[size.type ?? ''];
  if (!mime) throw new InputError(NOT_A_PICTURE);
  const { width, height } = size;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new InputError(PICTURE_BROKEN);
  }
  if (width > PICTURE_LIMITS.maxSide || height > PICTURE_LIMITS.maxSide || width * height > PICTURE_LIMITS.maxPixels) {
    throw new InputError(PICTURE_TOO_LARGE);
  }
  return mime;
}
