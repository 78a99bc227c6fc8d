import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { OFFICE_REQUEST_STATUSES } from '@/lib/requests/status';
import { optionalFile, optionalText, requiredFile } from '@/lib/files/upload-fields';

export const idQuery = z.object({ id: idParam });

/** A banner's English picture (optional: /en shows the Mongolian one) and what each picture says, in both languages. */
const bannerEnglish = { image_en: optionalFile, alt: optionalText(300), alt_en: optionalText(300) };
export const bannerInsertBody = z.object({ image: requiredFile('Зураг оруулна уу'), ...bannerEnglish });
/** Changes a banner's texts, and its English picture when one is sent (or drops it: /en then shows the Mongolian one). */
export const bannerUpdateBody = z.object({ id: idParam, ...bannerEnglish, remove_image_en: z.enum(['true', 'false']).default('false') });
export const bannerSequenceBody = z.object({
  banners: z
    .array(z.object({ id: idParam, sequence: z.coerce.number().int().min(1, 'Дараалал буруу.').max(10_000, 'Дараалал буруу.') }), {
      error: 'Баннерын дарааллыг илгээнэ үү.',
    })
    .max(500, 'Баннер хэт олон байна.'),
});

export const officeRequestStatusBody = z.object({
  id: idParam,
  status: z.enum(OFFICE_REQUEST_STATUSES, { error: `status нь ${OFFICE_REQUEST_STATUSES.join(', ')}-ийн нэг байна.` }),
});
