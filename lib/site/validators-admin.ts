import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { OFFICE_REQUEST_STATUSES } from '@/lib/requests/status';
import { requiredFile } from '@/lib/files/upload-fields';

export const idQuery = z.object({ id: idParam });

export const bannerInsertBody = z.object({ image: requiredFile('Зураг оруулна уу') });
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
