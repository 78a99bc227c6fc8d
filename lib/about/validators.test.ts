import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { ABOUT_MESSAGES } from './form-messages';
import { insertAboutForm } from './validators';

const office = { about_category: 'Office', name: 'Бат', name_en: 'Bat', position: 'Мэргэжилтэн', position_en: 'Specialist', email: 'bat@mining.mn' };

describe('the About Us form schema, as the admin form reads it', () => {
  it('says "Зураг оруулна уу" for a missing picture, in the form as in the API', async () => {
    expect(insertAboutForm.safeParse(office).error?.issues[0]?.message).toBe(ABOUT_MESSAGES.image);
    // react-hook-form's resolver reads a union's branch errors, not the union's own message.
    const resolved = await zodResolver(insertAboutForm as never)(office, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((resolved.errors as Record<string, { message?: string }>).image?.message).toBe(ABOUT_MESSAGES.image);
  });
});
