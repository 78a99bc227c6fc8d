import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { DEFAULT_PICTURES } from '@/lib/about/default-pictures';
import { cookies, form, pngFile, useTemporaryUploads, type Cookies } from './support';

const stored = useTemporaryUploads();
let c: Cookies;
beforeAll(async () => {
  c = await cookies();
});

const auditor = (fields: Record<string, string | Blob>) =>
  call('POST', '/api/admin/insert/about-us', { cookie: c.admin, form: form({ about_category: 'Auditor', ...fields }) });

describe('Auditors (/admin/auditor)', () => {
  it('needs a name and a picture', async () => {
    expect((await auditor({ name: '', image: DEFAULT_PICTURES[0].url })).json.error).toBe('Нэр оруулна уу');
    expect((await auditor({ name: 'Т. Ган' })).json.error).toBe('Зураг оруулна уу');
  });

  it('takes a default male or female picture without storing anything', async () => {
    const res = await auditor({ name: 'Т. Ган', name_en: 'T. Gan', position: 'Аудитор', company: 'МҮАХ', image: DEFAULT_PICTURES[1].url });
    expect(res.status).toBe(200);
    expect(res.json.about).toMatchObject({ about_category: 'Auditor', profile: '/images/defaults/person-female.png', position: 'Аудитор' });
    expect(stored()).toEqual([]);
  });

  it('reuses a previously uploaded picture, but never an address nobody uploaded', async () => {
    const first = await auditor({ name: 'Б. Бат', image: pngFile() });
    const picture = first.json.about.profile as string;
    const second = await auditor({ name: 'Д. Дорж', image: picture });
    expect(second.status).toBe(200);
    expect(second.json.about.profile).toBe(picture);

    const foreign = await auditor({ name: 'Д. Дорж', image: 'https://evil.example/x.png' });
    expect(foreign.status).toBe(400);

    // The shared picture stays while another auditor still shows it.
    await call('DELETE', `/api/admin/delete/about-us?id=${first.json.about.id}`, { cookie: c.admin });
    expect(stored()).toContain(picture.split('/').pop());
    await call('DELETE', `/api/admin/delete/about-us?id=${second.json.about.id}`, { cookie: c.admin });
    expect(stored()).not.toContain(picture.split('/').pop());
  });

  it('lists auditors with the other about-us records for the screen to filter', async () => {
    const res = await call('GET', '/api/admin/get/about-us', { cookie: c.user });
    expect(res.json.about.filter((p: { about_category: string }) => p.about_category === 'Auditor').map((p: { name: string }) => p.name)).toEqual(['Т. Ган']);
  });
});
