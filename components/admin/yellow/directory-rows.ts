import type { Column, Option } from '@/components/admin/resource/define';
import type { companyList, consultantList } from '@/lib/directory/queries-admin';
import { DIRECTORY_REQUEST_STATUSES } from '@/lib/requests/status';

/** Row shapes of the directory's back-office lists as the API nests them (types only: the queries run on the server). */
type ApiCompanyRow = Awaited<ReturnType<typeof companyList>>['companies'][number];
type ApiPersonRow = Awaited<ReturnType<typeof consultantList>>['consultants'][number];

/** A company of the lists, flat and named as the server sorts and filters it (name_mn, name_en …). */
export type CompanyRow = {
  id: number;
  name_mn: string;
  name_en: string;
  logo: string | null;
  registration_number: string;
  approval: boolean;
  status: boolean;
  request_status: string;
  request_status_by_email: string | null;
  created_at: string;
};

export type PersonRow = {
  id: number;
  name_mn: string;
  name_en: string;
  phone_number: string;
  profession: string | null;
  approval: boolean;
  request_status: string;
  request_status_by_email: string | null;
  created_at: string;
};

export const companyRow = ({ company_info, ...r }: ApiCompanyRow): CompanyRow => ({
  id: r.id,
  name_mn: company_info.translations.name.mn,
  name_en: company_info.translations.name.en,
  logo: company_info.translations.logo,
  registration_number: r.registration_number,
  approval: r.approval,
  status: r.status,
  request_status: r.request_status,
  request_status_by_email: r.request_status_by_email,
  created_at: r.created_at,
});

export const personRow = ({ person_info, ...r }: ApiPersonRow): PersonRow => ({
  id: r.id,
  name_mn: person_info.translations.name.mn,
  name_en: person_info.translations.name.en,
  phone_number: r.phone_number,
  profession: r.profession,
  approval: r.approval,
  request_status: r.request_status,
  request_status_by_email: r.request_status_by_email,
  created_at: r.created_at,
});

/** Published or waiting, as badges and as the filter's choices (keys in adminYellow.directory). */
export const APPROVAL_OPTIONS: Option[] = [
  { value: 'true', label: 'common.approved' },
  { value: 'false', label: 'common.pending' },
];
export const STATUS_OPTIONS: Option[] = [
  { value: 'true', label: 'common.operating' },
  { value: 'false', label: 'common.stopped' },
];

/** Where a registration stands (keys in adminYellow.directory), as badges, filter and bulk choices. */
export const REQUEST_STATUS_OPTIONS: Option[] = DIRECTORY_REQUEST_STATUSES.map((value) => ({ value, label: `common.requestStatuses.${value}` }));

/** The directory's back-office API prefix (spec §7). */
export const YP_ADMIN = '/api/admin/yellow-page' as const;

type Named = { id: number; name_mn: string; name_en: string; created_at: string };

/** The columns every directory list starts with: the row number and both names (sorted and filtered by the server). */
export const nameColumns = <Row extends Named>(): Column<Row>[] => [
  { field: 'id', label: 'common.number', cell: 'index', width: 70 },
  { field: 'name_mn', label: 'common.nameMn', sortable: true, filter: 'text' },
  { field: 'name_en', label: 'common.nameEn', sortable: true, filter: 'text' },
];

/** When the company or consultant registered, filtered by Ulaanbaatar days. */
export const createdColumn = <Row extends Named>(): Column<Row> => ({ field: 'created_at', label: 'common.createdAt', cell: 'date', sortable: true, filter: 'dateRange', width: 170 });
