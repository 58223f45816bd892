import type { ImageType } from './image-file.ts';

/** The smallest square, in pixels of the source image, that an avatar may be cut from. */
export const MIN_CROP_PX = 200;
/** Larger crops are scaled down to this side: an avatar never needs more, and the file stays well under 5 MB. */
export const MAX_OUTPUT_PX = 800;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads an image from a (blob) URL and waits until its size is known. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** The largest zoom that still keeps the square crop at least MIN_CROP_PX of the source wide. */
export const maxZoomFor = (width: number, height: number) => Math.max(1, Math.min(width, height) / MIN_CROP_PX);

/** Draws the chosen square of `image` on a canvas and encodes it in the source's type. */
export function cropToBlob(image: CanvasImageSource, area: PixelArea, type: ImageType): Promise<Blob> {
  const side = Math.min(Math.round(Math.min(area.width, area.height)), MAX_OUTPUT_PX);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot crop images'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be cropped'))), type, 0.92);
  });
}
