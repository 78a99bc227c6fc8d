import { describe, expect, it } from 'vitest';
import { optionsOf } from '@/components/admin/resource/column-kinds';
import type { Field } from '@/components/admin/resource/define';
import { initialValues } from '@/components/admin/resource/form-values';

describe('a custom control that keeps other values of the row (custom.keep)', () => {
  const fields: Field[] = [
    { kind: 'text', name: 'category', label: 'name' },
    { kind: 'custom', name: 'page_type', label: 'pageType', render: () => null, keep: ['category_level', 'pid'] },
  ];

  it('starts an edit from the row’s values of the kept names, though no field shows them', () => {
    const row = { id: 4, category: 'Мэдээ', page_type: 'news', category_level: 2, pid: 8, category_status: true };
    expect(initialValues(fields, { category_level: null, pid: null }, row)).toEqual({ id: 4, category: 'Мэдээ', page_type: 'news', category_level: 2, pid: 8 });
  });

  it('keeps the defaults for a new record and where the row has none', () => {
    expect(initialValues(fields, { category_level: null, pid: null })).toEqual({ category: '', page_type: '', category_level: null, pid: null });
    expect(initialValues(fields, { pid: null }, { id: 1, category: 'Бидний тухай', category_level: 1, pid: null })).toMatchObject({ category_level: 1, pid: null });
  });
});

describe('the choices of a badge or enum column (optionsOf)', () => {
  it('labels each value in its group and colours only the values given a tone', () => {
    expect(optionsOf(['queued', 'sent', 'failed'] as const, 'statuses', { sent: 'success', failed: 'danger' })).toEqual([
      { value: 'queued', label: 'statuses.queued' },
      { value: 'sent', label: 'statuses.sent', tone: 'success' },
      { value: 'failed', label: 'statuses.failed', tone: 'danger' },
    ]);
  });

  it('writes numbers as the text a select and a filter carry', () => {
    expect(optionsOf([1, 2], 'levels')).toEqual([
      { value: '1', label: 'levels.1' },
      { value: '2', label: 'levels.2' },
    ]);
  });
});
