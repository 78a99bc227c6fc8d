import type { Column } from '@/components/admin/resource/define';
import { defineWeekResource } from '@/components/admin/week/define-week';
import { PAGE_SIZES, REGISTRATION_FIELDS } from '@/lib/conference/constants';

type Registration = {
  id: number;
  event_id: number;
  company: string;
  first_name: string;
  last_name: string;
  country: string;
  email: string;
  phone_number: string;
  ticket_code: string;
  created_at: string;
};

const cellOf = (field: (typeof REGISTRATION_FIELDS)[number]) => (field === 'email' ? 'email' : field === 'phone_number' ? 'phone' : 'text');

const columns: Column<Registration>[] = [
  { field: 'id', label: 'register.number', cell: 'index' },
  ...REGISTRATION_FIELDS.map((field) => ({ field, label: `register.fields.${field}`, cell: cellOf(field), sortable: true }) as const),
  { field: 'ticket_code', label: 'register.ticketCode', cell: 'text', width: 300 },
  { field: 'created_at', label: 'register.createdAt', cell: 'date', sortable: true, filter: 'dateRange', width: 170 },
];
const paging = { sizes: PAGE_SIZES.registrations, initial: PAGE_SIZES.registrations[0] };

/** An event's registrations, read-only (listed per event and search: ?event=&searchCat=&searchTerm=). */
export const registrationResource = defineWeekResource<Registration>({
  key: 'week-registration',
  title: 'register.title',
  nameField: 'email',
  api: { list: '/get/user-registration', rows: 'register', body: 'json' },
  schema: {},
  columns,
  fields: [],
  paging,
});

/** The registrations of the last seven days, under the new-registration form. */
export const newRegistrationResource = defineWeekResource<Registration>({
  ...registrationResource,
  key: 'week-new-registration',
  title: 'register.recentTitle',
  api: { list: '/get/new-registration', rows: 'register', body: 'json' },
});
