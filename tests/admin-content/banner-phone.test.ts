import { beforeAll, describe, expect, it } from 'vitest';
import { bannerIn, type Banner } from '@/lib/site/queries';
import { call } from '../support/api';
import { cookies, form, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

/** The hero's separate phone picture (issue 27.7, art direction): optional, replaced, dropped and deleted with its banner. */
describe('a banner’s phone picture', () => {
  it('is stored on add, replaced or dropped on edit, and removed with the banner', async () => {
    const before = stored().length;
    const added = await call('POST', '/api/admin/insert/banner', { cookie: c.moderator, form: form({ image: pngFile('wide.png'), image_phone: pngFile('phone.png'), alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(added.status).toBe(200);
    const banner = added.json.banner as Banner;
    expect(banner.image_phone).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(stored()).toHaveLength(before + 2);

    const replaced = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), image_phone: pngFile('phone2.png'), alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(replaced.status).toBe(200);
    expect(replaced.json.banner.image_phone).not.toBe(banner.image_phone);
    expect(stored()).toHaveLength(before + 2); // the old phone picture is gone

    const textsOnly = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(textsOnly.json.banner.image_phone).toBe(replaced.json.banner.image_phone);

    const dropped = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), remove_image_phone: 'true', alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(dropped.json.banner.image_phone).toBe('');
    expect(stored()).toHaveLength(before + 1);

    const again = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), image_phone: pngFile('phone3.png'), alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(again.json.banner.image_phone).not.toBe('');
    expect((await call('DELETE', `/api/admin/delete/banner?id=${banner.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).toHaveLength(before);
  });

  it('is refused when it is not a JPEG or PNG', async () => {
    const res = await call('POST', '/api/admin/insert/banner', { cookie: c.admin, form: form({ image: pngFile('wide.png'), image_phone: new File(['%PDF-1.4'], 'x.png', { type: 'image/png' }) }) });
    expect(res.status).toBe(400);
  });

  it('goes with the Mongolian picture: /mm and an /en without its own picture use it, an English picture is cropped instead', () => {
    const banner: Banner = { id: 1, image: '/wide.jpg', image_en: '', image_phone: '/phone.jpg', alt: 'Уурхай', alt_en: 'A mine', sequence: 1 };
    expect(bannerIn(banner, 'mn')).toEqual({ image: '/wide.jpg', imagePhone: '/phone.jpg', alt: 'Уурхай' });
    expect(bannerIn(banner, 'en')).toEqual({ image: '/wide.jpg', imagePhone: '/phone.jpg', alt: 'A mine' });
    expect(bannerIn({ ...banner, image_en: '/wide-en.jpg' }, 'en')).toEqual({ image: '/wide-en.jpg', imagePhone: '', alt: 'A mine' });
  });
});
