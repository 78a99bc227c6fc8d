import { describe, expect, it } from 'vitest';
import { galleryDay } from '@/lib/conference/constants';
import { parseNewsSlug, registrationSchema } from '@/lib/conference/validators';

describe('gallery day id mapping (spec §9)', () => {
  it('maps 1 and 5 to 1, 2 and 6 to 2, 3 and 7 to 3, 4 and 8 to 4, anything else to 1', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(galleryDay)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
    expect([0, 9, -3, 2.5, NaN].map(galleryDay)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('/mw/2023/news/{cid}={page}', () => {
  it('reads the category and the page', () => {
    expect(parseNewsSlug('3=1')).toEqual({ cid: 3, page: 1 });
    expect(parseNewsSlug('12%3D4')).toEqual({ cid: 12, page: 4 });
  });
  it('refuses anything else', () => {
    for (const bad of ['3', '3=', '=1', '3=0', '0=1', 'abc=1', '3=1=2', '-1=1']) expect(parseNewsSlug(bad), bad).toBeNull();
  });
});

describe('registration rules', () => {
  it('needs all six fields, one plain e-mail address and a phone number (spec §5; mail is sent to it)', () => {
    const person = { company: 'A', first_name: 'B', last_name: 'C', country: 'D' };
    expect(registrationSchema.safeParse({ ...person, email: 'bat@mining.mn', phone_number: '+976 9911-2233' }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...person, email: 'not-an-email', phone_number: '+976 9911-2233' }).success).toBe(false);
    expect(registrationSchema.safeParse({ ...person, email: 'bat@mining.mn', phone_number: 'x' }).success).toBe(false);
    const missing = registrationSchema.safeParse({ company: 'A' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path[0])).toEqual(['first_name', 'last_name', 'country', 'email', 'phone_number']);
  });
});
