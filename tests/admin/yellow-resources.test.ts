import { describe, expect, it } from 'vitest';
import { firstError, initialValues } from '@/components/admin/resource/form-values';
import { companyRow, personRow } from '@/components/admin/yellow/directory-rows';
import { categoryResource, withMainCategories } from '@/app/(admin)/admin/(shell)/yellow/category/resource';
import { meetingDayResource, meetingRoomResource } from '@/app/(admin)/admin/(shell)/yellow/meeting-info/resource';
import { meetingUserResource } from '@/app/(admin)/admin/(shell)/yellow/meeting-users/resource';
import { companyEditResource } from '@/app/(admin)/admin/(shell)/yellow/list-company/[id]/resource';
import { personEditResource } from '@/app/(admin)/admin/(shell)/yellow/list-consultant/[id]/resource';
import type { Field, Resource } from '@/components/admin/resource/define';

/** The first message the resource form would show for blank values: its schema's, in the form's field order. */
function firstAlert(resource: Pick<Resource, 'schema' | 'fields' | 'defaults'>, values: Record<string, unknown> = {}) {
  const result = resource.schema.insert!.safeParse({ ...initialValues(resource.fields as Field[], resource.defaults), ...values });
  if (result.success) return null;
  // As zodResolver reports it: the first issue of each field.
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  return firstError(resource.fields as Field[], (name) => byField.get(name), []);
}

describe('directory lists read flat rows named as the server sorts and filters them', () => {
  it('a company row of the API becomes name_mn, name_en, logo …', () => {
    const raw = {
      id: 4,
      registration_number: '123',
      approval: false,
      status: true,
      request_status: 'in_progress',
      request_status_by_email: 'admin@example.com',
      request_status_at: new Date('2026-01-03T00:00:00Z'),
      created_at: '2026-01-02T03:04:05.000Z',
      company_info: { translations: { logo: '/uploads/l.png', name: { mn: 'ЭРДЭС', en: 'ERDES' } } },
    };
    expect(companyRow(raw)).toEqual({
      id: 4,
      name_mn: 'ЭРДЭС',
      name_en: 'ERDES',
      logo: '/uploads/l.png',
      registration_number: '123',
      approval: false,
      status: true,
      request_status: 'in_progress',
      request_status_by_email: 'admin@example.com',
      created_at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('a consultant row too', () => {
    const raw = { id: 9, phone_number: '99112233', approval: true, request_status: 'approved', request_status_by_email: null, request_status_at: null, profession: 'Геологич', created_at: 'x', person_info: { translations: { name: { mn: 'БАТ', en: 'BAT' } } } };
    expect(personRow(raw)).toEqual({ id: 9, name_mn: 'БАТ', name_en: 'BAT', phone_number: '99112233', profession: 'Геологич', approval: true, request_status: 'approved', request_status_by_email: null, created_at: 'x' });
  });
});

describe('categories', () => {
  const mains = [
    { category_code: '01', name: 'Уул уурхайн компаниуд', subCategories: [] },
    { category_code: '02', name: 'Ханган нийлүүлэгчид', subCategories: [] },
  ];

  it('offer the main categories from the database in the form and the filter', () => {
    const resource = withMainCategories(mains);
    const select = resource.fields.find((f) => f.name === 'mainCategory') as Extract<Field, { kind: 'select' | 'radio' }>;
    expect(select.options).toEqual([
      { value: '01', text: '01 Уул уурхайн компаниуд' },
      { value: '02', text: '02 Ханган нийлүүлэгчид' },
    ]);
    expect(resource.columns.find((c) => c.field === 'main_code')?.options).toEqual(select.options);
  });

  it('show, sort and filter the name of the chosen language', () => {
    expect(withMainCategories(mains, 'mn').columns.map((c) => c.field)).toContain('nameMn');
    expect(withMainCategories(mains, 'en').columns.map((c) => c.field)).toContain('nameEn');
  });

  it('the notice after adding names the code the server gave', () => {
    expect(categoryResource.notices?.values?.({ category: { category_code: '0107' } } as never)).toEqual({ code: '0107' });
  });

  it('a new one starts under main category 01 and needs both names, in that order (the API schema)', () => {
    expect(initialValues(categoryResource.fields, categoryResource.defaults).mainCategory).toBe('01');
    expect(firstAlert(withMainCategories(mains))).toBe('Ангиллын нэрийг оруулна уу.');
    expect(firstAlert(withMainCategories(mains), { nameMn: 'Тэсэлгээ' })).toBe('Ангиллын англи нэрийг оруулна уу.');
  });
});

describe('meeting forms speak the spec in its order (spec §5)', () => {
  it('meeting user: name, English name, e-mail; type Exhibitor by default', () => {
    expect(firstAlert(meetingUserResource)).toBe('Нэр оруулна уу');
    expect(firstAlert(meetingUserResource, { name: 'Бат' })).toBe('Нэр англиар оруулна уу');
    expect(firstAlert(meetingUserResource, { name: 'Бат', name_en: 'Bat' })).toBe('Цахим шуудан оруулна уу');
    expect(initialValues(meetingUserResource.fields, meetingUserResource.defaults).user_type).toBe('Exhibitor');
  });

  it('add time: date, start time, end time, on whole hours', () => {
    expect(firstAlert(meetingDayResource)).toBe('Өдрөө оруулна уу');
    expect(firstAlert(meetingDayResource, { date: '2031-05-10' })).toBe('Эхлэх цагийг оруулна уу');
    expect(firstAlert(meetingDayResource, { date: '2031-05-10', start_time: '09:00' })).toBe('Дуусах цагийг оруулна уу');
    expect(meetingDayResource.fields.filter((f) => f.kind === 'time').map((f) => 'step' in f && f.step)).toEqual([3600, 3600]);
  });

  it('room: name, then capacity; the picture is not checked', () => {
    expect(firstAlert(meetingRoomResource)).toBe('Өрөөний нэрийг оруулна уу');
    expect(firstAlert(meetingRoomResource, { room_number: 'A1' })).toBe('Өрөөний багтаамжийг оруулна уу');
    expect(firstAlert(meetingRoomResource, { room_number: 'A1', capacity: '8' })).toBeNull();
  });
});

describe('directory editors check their nested body with the handler schema, on the form’s fields', () => {
  /** The first rule the body built from the values breaks: the form field it lands on and its message. */
  function firstRule(resource: { schema: Resource['schema']; api: Pick<Resource['api'], 'toApi' | 'errorFields'> }, values: Record<string, unknown>) {
    const result = resource.schema.update!.safeParse(resource.api.toApi!(values));
    if (result.success) return null;
    const [issue] = result.error.issues;
    return { field: resource.api.errorFields![issue!.path.join('.')], message: issue!.message };
  }
  const company = (patch: object) => ({ id: 1, registration_number: '77', approval: true, status: true, name_mn: 'А', name_en: 'A', ...patch });

  it('a blank registration number stops the save with the registration message, at its field', () => {
    expect(firstRule(companyEditResource, company({ registration_number: '' }))).toEqual({ field: 'registration_number', message: 'Байгууллагын регистрийн дугаарыг оруулна уу' });
  });

  it('a blank English name points at the English name', () => {
    expect(firstRule(companyEditResource, company({ name_en: ' ' }))?.field).toBe('name_en');
  });

  it('only stored contacts whose value changed are sent, and blank new ones are left out', () => {
    const stored = [{ id: 1, contact_type: 'phone', contact_value: '99' }, { id: 2, contact_type: 'email', contact_value: 'a@b.mn' }];
    const body = companyEditResource.api.toApi!(
      company({ stored_contact: stored, contact: [stored[0], { ...stored[1], contact_value: 'c@d.mn' }], new_contact: [{ contact_type: 'fax', contact_value: ' ' }], new_category: [{ mainCategory: '01', subCategory: '' }] }),
    ) as { company: { contact: unknown[] }; new_contact: unknown[]; new_category: unknown[] };
    expect(body.company.contact).toEqual([{ id: 2, contact_type: 'email', contact_value: 'c@d.mn' }]);
    expect(body.new_contact).toEqual([]);
    expect(body.new_category).toEqual([]);
  });

  it('the loaded entity becomes the form’s flat values: its own fields and each language’s texts', () => {
    const about = [
      { lang: 'mn', name: 'БАТ', profession: 'Геологич', advice_range: null },
      { lang: 'en', name: 'BAT', profession: 'Geologist', advice_range: 'Mines' },
    ];
    expect(personEditResource.screen.toRow({ person: { id: 3, phone_number: '99', approval: false }, about })).toEqual({
      id: 3,
      phone_number: '99',
      approval: false,
      name_mn: 'БАТ',
      name_en: 'BAT',
      profession_mn: 'Геологич',
      profession_en: 'Geologist',
      advice_range_mn: '',
      advice_range_en: 'Mines',
    });
    expect(companyEditResource.screen).toMatchObject({ list: '/admin/yellow/list-company', remove: 'edit.deleteCompany' });
  });

  it('a consultant without a phone number gets the spec message', () => {
    const person = { id: 1, phone_number: '', approval: true, name_mn: 'А', name_en: 'A' };
    expect(firstRule(personEditResource, person)).toEqual({ field: 'phone_number', message: 'Утасны дугаар оруулна уу' });
    expect(firstRule(personEditResource, { ...person, phone_number: '99' })).toBeNull();
  });
});
