import { dateColumn } from '@/components/admin/resource/column-kinds';
import { twoChoices, type Column, type Option, type Resource } from '@/components/admin/resource/define';
import type { companyList, consultantList } from '@/lib/directory/queries-admin';
import { DIRECTORY_REQUEST_STATUSES } from '@/lib/requests/status';

/** Row shapes of the directory's back-office lists as the API nests them (types only: the queries run on the server). */
type ApiCompanyRow = Awaited<ReturnType<typeof companyList>>['companies'][number];
type ApiPersonRow = Awaited<ReturnType<typeof consultantList>>['consultants'][number];

/** A directory row, flat and named as the server sorts and filters it: both names, the review fields as sent. */
const flat = (r: ApiCompanyRow | ApiPersonRow, { name }: { name: { mn: string; en: string } }) => ({
  id: r.id,
  name_mn: name.mn,
  name_en: name.en,
  approval: r.approval,
  request_status: r.request_status,
  request_status_by_email: r.request_status_by_email,
  created_at: r.created_at,
});

export const companyRow = (r: ApiCompanyRow) => ({ ...flat(r, r.company_info.translations), logo: r.company_info.translations.logo, registration_number: r.registration_number, status: r.status });
export const personRow = (r: ApiPersonRow) => ({ ...flat(r, r.person_info.translations), phone_number: r.phone_number, profession: r.profession });

export type CompanyRow = ReturnType<typeof companyRow>;
export type PersonRow = ReturnType<typeof personRow>;

/** Published or waiting, operating or stopped: badges and filter choices (keys in adminYellow.directory). */
export const APPROVAL_OPTIONS: Option[] = twoChoices('common.approved', 'common.pending');
export const STATUS_OPTIONS: Option[] = twoChoices('common.operating', 'common.stopped');

/** Where a registration stands (keys in adminYellow.directory), as badges, filter and bulk choices. */
export const REQUEST_STATUS_OPTIONS: Option[] = DIRECTORY_REQUEST_STATUSES.map((value) => ({ value, label: `common.requestStatuses.${value}` }));

/** The directory's back-office API prefix (spec §7). */
export const YP_ADMIN = '/api/admin/yellow-page' as const;

/** The columns every directory list has: the row number and both names first, `middle`, when it registered last. */
export const directoryColumns = <Row extends CompanyRow | PersonRow>(...middle: Column<Row>[]): Column<Row>[] => [
  { field: 'id', label: 'common.number', cell: 'index', width: 70 },
  { field: 'name_mn', label: 'common.nameMn', sortable: true, filter: 'text' },
  { field: 'name_en', label: 'common.nameEn', sortable: true, filter: 'text' },
  ...middle,
  dateColumn<Row>('created_at', 'common.createdAt'),
];

/** What the directory lists share (spec §2.7: 30/50/100 a page; the requests 10/20/30, their own empty text and title). */
export const DIRECTORY_LIST = {
  messages: 'adminYellow.directory',
  nameField: 'name_mn',
  schema: {},
  fields: [],
  paging: { sizes: [30, 50, 100], initial: 30 },
  empty: 'common.emptyList',
  loadError: 'common.listFailed',
  notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted' },
} satisfies Partial<Resource<CompanyRow>>;
