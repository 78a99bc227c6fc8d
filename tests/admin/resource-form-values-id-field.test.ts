import { describe, expect, it } from 'vitest';
import type { Field } from '@/components/admin/resource/define';
import { initialValues } from '@/components/admin/resource/form-values';

const fields: Field[] = [{ kind: 'text', name: 'category', label: 'name' }];

describe('resource form values of rows named by another field (api.idField)', () => {
  it('carries that field beside the id, so the update names the row the way the API expects', () => {
    const row = { id: 3, cid: 12, category: 'Хөтөлбөр' };
    expect(initialValues(fields, {}, row, 'cid')).toEqual({ id: 3, cid: 12, category: 'Хөтөлбөр' });
  });
});
