/** A row of GET /api/admin/get/sustainable-mining. */
export type MiningItem = { id: number; title: string; language: 'mn' | 'en'; posters: string[]; pdf: string };

/** A poster position in the form: a poster the item already has, or a newly chosen file. */
export type PosterSlot = { key: string; url: string } | { key: string; file: File };

/**
 * The multipart fields for the posters: the new files in their order as images, and imageOrder listing per
 * position {"new": i} (the i-th file in images) or {"url": …} (a poster kept as it is).
 */
export function posterFields(slots: PosterSlot[]) {
  const images: File[] = [];
  const order = slots.map((slot) => {
    if ('url' in slot) return { url: slot.url };
    images.push(slot.file);
    return { new: images.length - 1 };
  });
  return { images, imageOrder: JSON.stringify(order) };
}
