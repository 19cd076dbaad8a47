/** The part of the source image to keep, in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export type PixelArea = { x: number; y: number; width: number; height: number };

export type CropOutput = {
  width: number;
  height: number;
  /** JPEG by default: photos and banners, a fraction of a PNG's size; the server re-encodes anyway. */
  type?: 'image/jpeg' | 'image/png' | 'image/webp';
  quality?: number;
};

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be decoded'));
    image.src = src;
  });
}

/** Draws the chosen area scaled to exactly width x height on a canvas and returns it as a Blob. */
export async function cropImage(src: string, area: PixelArea, output: CropOutput): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  const type = output.type ?? 'image/jpeg';
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a transparent PNG would otherwise come out black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, output.width, output.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas could not be encoded'))), type, output.quality ?? 0.9),
  );
}
