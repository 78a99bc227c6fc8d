import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { OFFICE_REQUEST_STATUSES } from '@/lib/requests/status';
import { optionalFile, optionalText, requiredFile } from '@/lib/files/upload-fields';

export const idQuery = z.object({ id: idParam });

/**
 * A banner's optional pictures — English (/en shows the Mongolian one without it) and phone (phones crop the
 * picture without it) — and what the pictures say, in both languages.
 */
const bannerOptional = { image_en: optionalFile, image_phone: optionalFile, alt: optionalText(300), alt_en: optionalText(300) };
export const bannerInsertBody = z.object({ image: requiredFile('Зураг оруулна уу'), ...bannerOptional });
const removeFlag = z.enum(['true', 'false']).default('false');
/** Changes a banner's texts, and each optional picture when one is sent (or drops it with its remove_ flag). */
export const bannerUpdateBody = z.object({ id: idParam, ...bannerOptional, remove_image_en: removeFlag, remove_image_phone: removeFlag });
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
