import { asc } from 'drizzle-orm';
import { presenters } from './schema';

/**
 * What every speaker (presenter) list reads — the public key speakers, the programme's session speakers and the
 * back office's presenters — and the order they share (the presenters' queue, then the oldest first).
 */
export const speakerColumns = {
  id: presenters.id,
  name_mn: presenters.name_mn,
  name_en: presenters.name_en,
  position_mn: presenters.position_mn,
  position_en: presenters.position_en,
  profile_img: presenters.profile_img,
};

export const speakerOrder = [asc(presenters.presenter_queue), asc(presenters.id)];
