import { STORAGE_TEXTS, UPLOAD_MAX_BYTES } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { maxZoomFor, MIN_CROP_PX } from './crop-image.ts';
import { checkImageFile } from './image-file.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('image checks', () => {
  it('judges the type by content, not by name or declared type', async () => {
    expect(await checkImageFile(new File([new Uint8Array(PNG_HEAD)], 'a.txt', { type: 'text/plain' }))).toEqual({
      ok: true,
      type: 'image/png',
    });
    expect(await checkImageFile(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.bin'))).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
    expect(await checkImageFile(new File(['GIF89a'], 'a.png', { type: 'image/png' }))).toEqual({
      ok: false,
      error: STORAGE_TEXTS.wrongType,
    });
  });

  it('refuses more than 5 MB and accepts exactly 5 MB', async () => {
    const at = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(PNG_HEAD);
      return new File([bytes], 'a.png');
    };
    expect(await checkImageFile(at(UPLOAD_MAX_BYTES))).toMatchObject({ ok: true });
    expect(await checkImageFile(at(UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, error: STORAGE_TEXTS.tooBig });
  });

  it('stops zooming where the square crop would be under 200 source pixels', () => {
    expect(maxZoomFor(1000, 400)).toBe(400 / MIN_CROP_PX);
    expect(maxZoomFor(200, 200)).toBe(1);
  });
});
