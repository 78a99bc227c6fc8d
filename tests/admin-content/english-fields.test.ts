import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { miningVideos } from '@/lib/files/schema';
import { bannerIn, type Banner } from '@/lib/site/queries';
import { inLanguage } from '@/lib/i18n/in-language';
import { adminCookie, call } from '../support/api';
import { cookies, form, pdfFile, pngFile, useTemporaryUploads, type Cookies } from './support';
import { seedEventBasics } from '../conference/fixtures';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

describe('English fields of public content: written in the back office, read by the sites', () => {
  it('keeps a document’s English title through upload, rename and the public list', async () => {
    const added = await call('POST', '/api/admin/insert/document-pdf', {
      cookie: c.moderator,
      form: form({ title: 'Өөрийн үнэлгээний гарын авлага', title_en: 'Self-assessment handbook', pdf: pdfFile() }),
    });
    expect(added.status).toBe(200);
    expect(added.json.document).toMatchObject({ title: 'Өөрийн үнэлгээний гарын авлага', title_en: 'Self-assessment handbook' });

    const renamed = await call('POST', '/api/admin/update/document-pdf', { cookie: c.admin, body: { id: added.json.document.id, title: 'Гарын авлага 2025', title_en: 'Handbook 2025' } });
    expect(renamed.json.document).toMatchObject({ title: 'Гарын авлага 2025', title_en: 'Handbook 2025' });
    const pub = await call('GET', '/api/mm/get/document-pdf');
    expect(pub.json.document).toContainEqual(expect.objectContaining({ id: added.json.document.id, title: 'Гарын авлага 2025', title_en: 'Handbook 2025' }));

    // An upload without the English title stores '' (the page then shows the Mongolian one).
    const plain = await call('POST', '/api/admin/insert/document-pdf', { cookie: c.admin, form: form({ title: 'Журам', pdf: pdfFile() }) });
    expect(plain.json.document.title_en).toBe('');
  });

  it('renames a video in both languages', async () => {
    const [video] = await (await getDb()).insert(miningVideos).values({ title: 'Уул уурхай 101', video: '/uploads/x.mp4' }).returning();
    const res = await call('POST', '/api/admin/update/mining-video', { cookie: c.admin, body: { id: video!.id, title: 'Уул уурхай 101: Нөхөн сэргээлт', title_en: 'Mining 101: Rehabilitation' } });
    expect(res.status).toBe(200);
    const pub = await call('GET', '/api/mm/get/mining-video');
    expect(pub.json.video).toContainEqual(expect.objectContaining({ id: video!.id, title_en: 'Mining 101: Rehabilitation' }));
  });

  it('lists a session’s English title as its presentation’s English name', async () => {
    const { days, halls } = await seedEventBasics();
    const week = await adminCookie(1);
    const body = { event_id: 3, event_date_id: days[0]!.id, hall_id: halls[0]!.id, starts_at: '10:00', ends_at: '11:00', type: 'talk', speakers: [] };
    const added = await call('POST', '/api/admin/week/insert/session', { cookie: week, body: { ...body, title_mn: 'Зэсийн зах зээл', title_en: 'The copper market', slides_url: 'https://example.mn/copper.pdf' } });
    expect(added.status).toBe(200);
    const id = added.json.session.id;
    await call('POST', '/api/admin/week/update/session', { cookie: week, body: { ...body, id, title_mn: 'Зэсийн зах зээл', title_en: 'Copper markets', slides_url: 'https://example.mn/copper.pdf' } });
    const pub = await call('GET', `/api/mw/get/presentation?hall=${halls[0]!.id}&agenda=${days[0]!.id}`);
    expect(pub.json.presentations).toEqual([{ id, present_name: 'Зэсийн зах зээл', present_name_en: 'Copper markets', present_url: 'https://example.mn/copper.pdf' }]);
  });

  it('adds a banner with an English picture and alt texts, edits them, and deletes both pictures', async () => {
    const before = stored().length;
    const added = await call('POST', '/api/admin/insert/banner', {
      cookie: c.moderator,
      form: form({ image: pngFile('mn.png'), image_en: pngFile('en.png'), alt: 'Хариуцлагатай уул уурхай', alt_en: 'Responsible mining' }),
    });
    expect(added.status).toBe(200);
    const banner = added.json.banner as Banner;
    expect(banner.image_en).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(banner.image_en).not.toBe(banner.image);
    expect(banner).toMatchObject({ alt: 'Хариуцлагатай уул уурхай', alt_en: 'Responsible mining' });
    expect(stored()).toHaveLength(before + 2);

    const edited = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), image_en: pngFile('en2.png'), alt: 'Уурхай', alt_en: 'A mine' }) });
    expect(edited.status).toBe(200);
    expect(edited.json.banner).toMatchObject({ image: banner.image, alt: 'Уурхай', alt_en: 'A mine' });
    expect(edited.json.banner.image_en).not.toBe(banner.image_en);
    expect(stored()).toHaveLength(before + 2); // the replaced English picture is gone

    const textsOnly = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), alt: 'Уурхай', alt_en: 'A mine at dawn' }) });
    expect(textsOnly.json.banner.image_en).toBe(edited.json.banner.image_en);

    const pub = (await call('GET', '/api/mm/get/banner')).json.banner as Banner[];
    const shown = pub.find((b) => b.id === banner.id)!;
    expect(bannerIn(shown, 'en')).toEqual({ image: edited.json.banner.image_en, imagePhone: '', alt: 'A mine at dawn' });
    expect(bannerIn(shown, 'mn')).toEqual({ image: banner.image, imagePhone: '', alt: 'Уурхай' });

    const dropped = await call('POST', '/api/admin/update/banner', { cookie: c.admin, form: form({ id: String(banner.id), remove_image_en: 'true', alt: 'Уурхай', alt_en: 'A mine at dawn' }) });
    expect(dropped.json.banner.image_en).toBe('');
    expect(stored()).toHaveLength(before + 1);

    expect((await call('DELETE', `/api/admin/delete/banner?id=${banner.id}`, { cookie: c.admin })).status).toBe(200);
    expect(stored()).toHaveLength(before);
  });

  it('imports a trade’s English seller and category (optional columns) and gives them to the ticker', async () => {
    const csv = [
      'id,seller_name,seller_name_en,product_name,product_category,product_category_en,mass,trade_datetime',
      'en-1,Зэс Говь Майнинг ХХК,Zes Gobi Mining LLC,Зэсийн баяжмал,Зэсийн баяжмал,Copper concentrate,1500,2099-01-02 10:00',
      'en-2,Хүрэн Тал Коал ХХК,,Коксжих нүүрс,Нүүрс,,2000,2099-01-01 10:00',
    ].join('\n');
    const res = await call('POST', '/api/admin/import/trade', { cookie: c.admin, form: form({ file: new File([csv], 'trades.csv', { type: 'text/plain' }) }) });
    expect(res.status).toBe(200);
    const ticker = (await call('GET', '/api/mm/get/recent-trade')).json.trade;
    expect(ticker[0]).toMatchObject({ seller_name: 'Зэс Говь Майнинг ХХК', seller_name_en: 'Zes Gobi Mining LLC', product_category_en: 'Copper concentrate' });
    expect(ticker[1]).toMatchObject({ seller_name: 'Хүрэн Тал Коал ХХК', seller_name_en: '', product_category_en: '' });
  });

  it('shows /en the Mongolian banner picture and text where no English was given', () => {
    const banner: Banner = { id: 1, image: '/mn.jpg', image_en: '', image_phone: '', alt: 'Уурхай', alt_en: '', sequence: 1 };
    expect(bannerIn(banner, 'en')).toEqual({ image: '/mn.jpg', imagePhone: '', alt: 'Уурхай' });
  });

  it('falls back to Mongolian, marked as such, only where the English text is empty', () => {
    expect(inLanguage('Гарын авлага', 'Handbook', 'en')).toEqual({ text: 'Handbook', lang: 'en' });
    expect(inLanguage('Гарын авлага', '  ', 'en')).toEqual({ text: 'Гарын авлага', lang: 'mn' });
    expect(inLanguage('Гарын авлага', 'Handbook', 'mn')).toEqual({ text: 'Гарын авлага', lang: 'mn' });
  });
});
