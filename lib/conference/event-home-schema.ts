import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { blankToUndefined } from './validators';

/**
 * What the /mw home shows of an edition beside its numbers, edited in /admin/week/home: the organisers'
 * invitation (plain text in both languages, one paragraph per blank-line-separated block) and the banner's video
 * and poster. The form and the API validate with the same schema.
 */

export const INVITATION_MAX = 4000;
/** The banner video's largest size (the form's hint and the server's check). */
export const BANNER_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
const text = z.string().trim().max(INVITATION_MAX, 'Текст хэт урт байна.');
const optionalFile = z.preprocess(blankToUndefined, z.instanceof(Blob, { error: 'Файл буруу байна.' }).optional());

export const eventHomeSchema = z.object({
  id: idParam,
  invitation_mn: text,
  invitation_en: text,
  video: optionalFile,
  poster: optionalFile,
});

/** The invitation's paragraphs: blocks separated by blank lines, each block's line breaks kept as spaces. */
export function invitationParagraphs(value: string): string[] {
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

