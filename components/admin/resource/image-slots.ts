/** A position in an ordered list of images: one the row already has, or a newly chosen file. */
export type ImageSlot = { key: string; url: string } | { key: string; file: File };

/**
 * The multipart fields of an ordered image list: the new files in their order under `name`, and `orderName`
 * listing per position {"new": i} (the i-th new file) or {"url": …} (an image kept as it is).
 */
export function imageListFields(slots: ImageSlot[]): { files: File[]; order: string } {
  const files: File[] = [];
  const order = slots.map((slot) => {
    if ('url' in slot) return { url: slot.url };
    files.push(slot.file);
    return { new: files.length - 1 };
  });
  return { files, order: JSON.stringify(order) };
}

export const slotsOf = (urls: unknown): ImageSlot[] => (Array.isArray(urls) ? urls.map((url) => ({ key: String(url), url: String(url) })) : []);
