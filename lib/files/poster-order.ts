import { badRequest } from '@/lib/api/errors';
import { MAX_POSTERS, MINING_MESSAGES } from './form-messages';
import type { PosterSlot } from './validators';

/**
 * The poster positions of a sustainable-mining item after a save. imageOrder lists, per position, either the
 * i-th uploaded image ({"new": i}) or a poster the item already has ({"url": …}). Without imageOrder the kept
 * posters stay and the uploaded images follow in upload order. Every uploaded image must get a position and a
 * kept URL must be one of the item's own posters, so nobody can point a poster at an arbitrary address.
 */
export function planPosters(order: PosterSlot[] | undefined, uploadedCount: number, current: string[]): PosterSlot[] {
  const slots = order ?? [...current.map((url) => ({ url })), ...Array.from({ length: uploadedCount }, (_, i) => ({ new: i }))];
  const usedNew = new Set<number>();
  const usedUrls = new Set<string>();
  for (const slot of slots) {
    if ('new' in slot) {
      if (slot.new >= uploadedCount || usedNew.has(slot.new)) throw badRequest(MINING_MESSAGES.imageOrder);
      usedNew.add(slot.new);
    } else {
      if (!current.includes(slot.url) || usedUrls.has(slot.url)) throw badRequest(MINING_MESSAGES.imageOrder);
      usedUrls.add(slot.url);
    }
  }
  if (usedNew.size !== uploadedCount) throw badRequest(MINING_MESSAGES.imageOrder);
  if (slots.length === 0) throw badRequest(MINING_MESSAGES.posters);
  if (slots.length > MAX_POSTERS) throw badRequest(MINING_MESSAGES.tooManyPosters);
  return slots;
}
