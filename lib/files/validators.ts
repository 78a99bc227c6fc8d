import { z } from 'zod';
import { statusField } from '@/lib/publishing/fields';
import { DOCUMENT_MESSAGES, VIDEO_MESSAGES, MINING_MESSAGES, MAX_POSTERS } from './form-messages';
import { idParam } from '@/lib/api/params';
import { fileList, optionalFile, optionalText, requiredFile, requiredText } from './upload-fields';

/** A document's or a video's English title: optional, /en shows the Mongolian one while it is empty. */
const titleEn = optionalText();

export const insertDocumentForm = z.object({
  title: requiredText(DOCUMENT_MESSAGES.title),
  title_en: titleEn,
  pdf: requiredFile(DOCUMENT_MESSAGES.file),
});

/** Renames a document or a video: only the titles change. */
export const renameForm = (titleMessage: string) => z.object({ id: idParam, title: requiredText(titleMessage), title_en: titleEn });

/** The video upload's fields; the handler streams the file itself and parses the rest with videoFields. */
export const videoFields = z.object({ title: requiredText(VIDEO_MESSAGES.title), title_en: titleEn });
/** The whole upload form as the screen checks it before sending: the title and the MP4. */
export const insertVideoForm = videoFields.extend({ video: requiredFile(VIDEO_MESSAGES.file) });



/** One poster position: the i-th newly uploaded image, or a poster the item already has. */
export const posterSlot = z.union([
  z.strictObject({ new: z.int().min(0) }),
  z.strictObject({ url: z.string().min(1) }),
]);
export type PosterSlot = z.infer<typeof posterSlot>;

const imageOrderField = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === '') return undefined;
    try {
      return z.array(posterSlot).parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: 'custom', message: MINING_MESSAGES.imageOrder });
      return z.NEVER;
    }
  });

const miningFields = {
  title: requiredText(MINING_MESSAGES.title),
  language: z.enum(['mn', 'en'], { error: 'Хэлээ сонгоно уу' }).default('mn'),
  images: fileList.refine((files) => files.length <= MAX_POSTERS, MINING_MESSAGES.tooManyPosters),
  imageOrder: imageOrderField,
  /** Draft or published (issue 24.1). */
  status: statusField,
};

export const insertMiningForm = z.object({ ...miningFields, pdf: requiredFile(MINING_MESSAGES.pdf) });
export const updateMiningForm = z.object({ id: idParam, ...miningFields, pdf: optionalFile });
export type MiningForm = z.infer<typeof updateMiningForm>;
