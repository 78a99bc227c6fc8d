import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { mappedErrors } from '@/components/admin/resource/fields/errors';

describe('a nested body’s errors on the form’s fields', () => {
  const map = { 'person.phone_number': 'phone_number', 'about.1.name': 'name_en' };

  it('puts a rule of a mapped path on its field', () => {
    const errors = { about: [undefined, { name: { type: 'too_small', message: 'Нэр оруулна уу.' } }] } as unknown as FieldErrors;
    expect(mappedErrors(errors, map)).toEqual({ name_en: { type: 'too_small', message: 'Нэр оруулна уу.' } });
  });

  it('puts any other rule on the form’s root, so it is still shown', () => {
    const errors = { person: { id: { type: 'invalid_type', message: 'id буруу' } } } as unknown as FieldErrors;
    expect(mappedErrors(errors, map)).toEqual({ root: { type: 'schema', message: 'id буруу' } });
  });
});
