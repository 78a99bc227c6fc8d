/** Phone photos are 4000+ px and several MB; proof needs far less, and a smaller file survives a weak connection. */
const MAX_SIDE = 2000;
const QUALITY = 0.85;
const PHOTO = /^image\/(jpeg|png|webp)$/;

/**
 * A photo (JPEG, PNG or WebP) whose longer side is over 2000 px, redrawn at 2000 px as a JPEG (quality 0.85),
 * upright as the camera meant it. WebP is always redrawn: the server takes JPEG and PNG, not WebP. Anything
 * else, or a photo the browser cannot decode, comes back unchanged (the server still checks it).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!PHOTO.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type !== 'image/webp') {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  // JPEG has no transparency: a transparent PNG goes onto white, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
  if (!blob) return file;
  return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
}
