import { dateColumn } from '@/components/admin/resource/column-kinds';
import type { Column } from '@/components/admin/resource/define';
import type { PageRow } from '@/components/admin/week/sources';
import { weekResource } from '@/components/admin/week/week-resource';
import type { listRegistrations } from '@/lib/conference/queries-admin';
import { z } from 'zod';
import { PAGE_SIZES, REGISTRATION_FIELDS, REGISTRATION_SEARCH_FIELDS, UPLOAD_MESSAGE_MS } from '@/lib/conference/constants';
import { adminRegistrationSchema, SEARCH_PAIR_MESSAGE } from '@/lib/conference/validators';

type Registration = PageRow<typeof listRegistrations, 'register'>;

const cellOf = (field: (typeof REGISTRATION_FIELDS)[number]) => (field === 'email' ? 'email' : field === 'phone_number' ? 'phone' : 'text');

const columns: Column<Registration>[] = [
  { field: 'id', label: 'register.number', cell: 'index' },
  ...REGISTRATION_FIELDS.map((field) => ({ field, label: `register.fields.${field}`, cell: cellOf(field), sortable: true }) as const),
  { field: 'ticket_code', label: 'register.ticketCode', cell: 'text', width: 300 },
  dateColumn('created_at', 'register.createdAt'),
];
const listed = { nameField: 'email', columns, pageSizes: PAGE_SIZES.registrations, api: { rows: 'register' } } as const;

/** An event's registrations, read-only (listed per event and search: ?event=&searchCat=&searchTerm=). */
export const registrationResource = weekResource<Registration>('registration', 'register', {
  ...listed,
  writes: [],
  api: { ...listed.api, list: '/get/user-registration' },
  schema: {},
  fields: [],
});

/**
 * The admin's new registration (the form) and the registrations of the last seven days under it: every field
 * required, missing ones outlined red without a message (spec §5). The screen puts the chosen event in `defaults`.
 */
export const newRegistrationResource = weekResource<Registration>('registration', 'register', {
  ...listed,
  key: 'week-new-registration',
  title: 'register.recentTitle',
  writes: ['insert'],
  api: { ...listed.api, list: '/get/new-registration' },
  schema: { insert: adminRegistrationSchema },
  fields: REGISTRATION_FIELDS.map((name) => ({ kind: name === 'email' ? 'email' : 'text', name, label: `register.fields.${name}`, required: true }) as const),
  formTitles: { add: 'register.newTitle', edit: 'register.newTitle' },
  submitLabel: 'register.submit',
  quietErrors: true,
  notices: { successMs: UPLOAD_MESSAGE_MS },
});

/** The search above the list (spec: both a search type and a term, else the pair message); it asks, it does not save. */
export const registrationSearchResource: typeof registrationResource = {
  ...registrationResource,
  key: 'week-registration-search',
  formTitles: { add: 'register.searchTitle', edit: 'register.searchTitle' },
  submitLabel: 'register.search',
  schema: {
    insert: z.object({
      searchCat: z.enum(REGISTRATION_SEARCH_FIELDS, { error: SEARCH_PAIR_MESSAGE }),
      searchTerm: z.string().trim().min(1, SEARCH_PAIR_MESSAGE),
    }),
  },
  fields: [
    {
      kind: 'select',
      name: 'searchCat',
      label: 'register.searchCat',
      placeholder: 'register.chooseField',
      options: REGISTRATION_SEARCH_FIELDS.map((value) => ({ value, label: `register.fields.${value}` })),
    },
    { kind: 'text', name: 'searchTerm', label: 'register.searchTerm' },
  ],
};
