import { z } from 'zod';
import { ABOUT_MESSAGES, type AboutCategory } from './form-messages';
import { idParam } from '@/lib/api/params';
import { optionalText, requiredText } from '@/lib/files/upload-fields';

/** An uploaded picture, or the URL of a default or previously uploaded one; an empty file input means none. */
const noPicture = (value: unknown) => ((value instanceof File && value.size === 0) || value === '' ? undefined : value);
// The message sits on each branch too: react-hook-form's resolver shows a branch's error, never the union's.
const image = { error: ABOUT_MESSAGES.image };
const picture = z.union([z.file(image), z.string(image).trim().min(1, image).max(500)], image);
const requiredPicture = z.preprocess(noPicture, picture);
const pictureChoice = z.preprocess(noPicture, picture.optional());
export type PictureChoice = z.infer<typeof pictureChoice>;

const email = requiredText(ABOUT_MESSAGES.email, 200).pipe(z.email(ABOUT_MESSAGES.emailFormat));

/** Per category: the fields it uses, in the order the form checks them. */
const categoryFields = {
  President: { years_of_work: requiredText(ABOUT_MESSAGES.yearsOfWork, 100) },
  Association: {
    position: requiredText(ABOUT_MESSAGES.position),
    position_en: optionalText(),
    company: requiredText(ABOUT_MESSAGES.company),
    company_en: optionalText(),
  },
  Office: { position: requiredText(ABOUT_MESSAGES.position), position_en: optionalText(), email },
  Auditor: { position: optionalText(), position_en: optionalText(), company: optionalText(), company_en: optionalText() },
} satisfies Record<AboutCategory, z.ZodRawShape>;

function aboutForm<Extra extends z.ZodRawShape>(image: z.ZodType<PictureChoice>, extra: Extra) {
  const variant = <C extends AboutCategory>(category: C) =>
    z.object({
      ...extra,
      about_category: z.literal(category),
      name: requiredText(ABOUT_MESSAGES.name, 200),
      name_en: optionalText(200),
      ...categoryFields[category],
      image,
    });
  return z.discriminatedUnion(
    'about_category',
    [variant('President'), variant('Association'), variant('Office'), variant('Auditor')],
    { error: ABOUT_MESSAGES.category },
  );
}

export const insertAboutForm = aboutForm(requiredPicture, {});
export const updateAboutForm = aboutForm(pictureChoice, { id: idParam });
export type AboutInsert = z.infer<typeof insertAboutForm>;
export type AboutUpdate = z.infer<typeof updateAboutForm>;
