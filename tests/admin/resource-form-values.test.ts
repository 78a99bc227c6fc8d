import { describe, expect, it } from 'vitest';
import type { Field } from '@/components/admin/resource/define';
import { firstError, initialValues, submitted, toFormData } from '@/components/admin/resource/form-values';

const fields: Field[] = [
  { kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn' },
  { kind: 'image', name: 'image', label: 'image', current: 'image' },
  { kind: 'select', name: 'category_cid', label: 'category', options: [] },
  { kind: 'checkbox', name: 'active', label: 'active' },
  { kind: 'radio', name: 'news_status', label: 'status', options: [] },
];

describe('resource form values', () => {
  it('starts a new record blank, with the resource defaults', () => {
    expect(initialValues(fields, { active: true })).toEqual({ title: '', title_en: '', image: undefined, category_cid: '', active: true, news_status: '' });
  });

  it('edits a row: its values and id, choices as text, no file chosen (the stored one stays)', () => {
    const row = { id: 7, title: 'Тайлан', title_en: null, image: '/uploads/a.png', category_cid: 8, active: false, news_status: true };
    expect(initialValues(fields, {}, row)).toEqual({ id: 7, title: 'Тайлан', title_en: '', image: undefined, category_cid: '8', active: false, news_status: 'true' });
  });

  it('opens groups: their fields are the form\'s own', () => {
    const grouped: Field[] = [{ kind: 'group', name: 'mn', label: 'mongolian', fields: [{ kind: 'text', name: 'summary', label: 'summary' }] }];
    expect(initialValues(grouped)).toEqual({ summary: '' });
  });

  it('sends plain fields before files, booleans as words and leaves unchosen files out', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const form = toFormData({ image, title: 'A', active: false, pdf: undefined, items: [{ a: 1 }] });
    expect([...form.keys()]).toEqual(['title', 'active', 'items', 'image']);
    expect(form.get('active')).toBe('false');
    expect(form.get('items')).toBe('[{"a":1}]');
  });

  it('names the first problem in the form\'s order, whatever order the errors came in', () => {
    const messages: Record<string, string> = { category_cid: 'Төрөл сонгоно уу', image: 'Нүүр зураг оруулна уу' };
    expect(firstError(fields, (n) => messages[n], Object.keys(messages))).toBe('Нүүр зураг оруулна уу');
    expect(firstError(fields, () => undefined, [])).toBeNull();
  });

  it('sends an ordered image list as its new files and the order of kept and new ones', () => {
    const posters: Field[] = [{ kind: 'images', name: 'images', orderName: 'imageOrder', current: 'posters', label: 'posters', max: 8 }];
    const edit = initialValues(posters, {}, { id: 1, posters: ['/uploads/a.png', '/uploads/b.png'] });
    const file = new File(['x'], 'c.png', { type: 'image/png' });
    const slots = [(edit.images as object[])[1], { key: 'new-1', file }, (edit.images as object[])[0]];
    const sent = submitted(posters, { ...edit, images: slots });
    expect(sent.images).toEqual([file]);
    expect(JSON.parse(String(sent.imageOrder))).toEqual([{ url: '/uploads/b.png' }, { new: 0 }, { url: '/uploads/a.png' }]);
    const form = toFormData(sent);
    expect(form.getAll('images')).toHaveLength(1);
  });
});

describe('several photos at once', () => {
  it('are sent as a list of files, nothing chosen as an empty one', () => {
    const fields: Field[] = [{ kind: 'photos', name: 'images', label: 'images' }];
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    expect(submitted(fields, { images: [a] }).images).toEqual([a]);
    expect(submitted(fields, {}).images).toEqual([]);
    expect(toFormData(submitted(fields, { images: [a] })).getAll('images')).toHaveLength(1);
  });
});
