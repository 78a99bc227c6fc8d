import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { route } from '@/lib/api/table';
import { IMAGE_LIMIT } from '@/lib/storage';
import { FORM_OVERHEAD } from '@/lib/files/stored-uploads';
import { deleteCompany, insertCompany, listCompanies, memberCompanyListSpec, updateCompany } from './commands-companies';
import { deleteMembership, insertMembership, listMembership, membershipListSpec, updateMembership } from './commands-membership';
import { listRoute } from '@/lib/api/list-route';
import { insertCompanyForm, insertMembershipForm, updateCompanyForm, updateMembershipForm } from './validators';

const byId = z.object({ id: idParam });
const LOGO_FORM_LIMIT = IMAGE_LIMIT + FORM_OVERHEAD;

/** /api/admin: membership logos and member companies. */
export const logosAdminRoutes = [
  listRoute(membershipListSpec, { path: '/get/membership', handler: async ({ db }, list) => ({ logos: await listMembership(db, list) }) }),
  route({
    method: 'POST',
    path: '/insert/membership',
    multipart: true,
    maxBytes: LOGO_FORM_LIMIT,
    body: insertMembershipForm,
    handler: async ({ db, body }) => ({ logo: await insertMembership(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/membership',
    multipart: true,
    maxBytes: LOGO_FORM_LIMIT,
    body: updateMembershipForm,
    handler: async ({ db, body }) => ({ logo: await updateMembership(db, body) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/membership',
    query: byId,
    handler: async ({ db, query }) => ({ logo: await deleteMembership(db, query.id) }),
  }),

  listRoute(memberCompanyListSpec, { path: '/get/member-companies', handler: async ({ db, query }, list) => ({ members: await listCompanies(db, query, list) }) }),
  route({
    method: 'POST',
    path: '/insert/member-companies',
    multipart: true,
    maxBytes: LOGO_FORM_LIMIT,
    body: insertCompanyForm,
    handler: ({ db, body }) => insertCompany(db, body),
  }),
  route({
    method: 'POST',
    path: '/update/member-companies',
    multipart: true,
    maxBytes: LOGO_FORM_LIMIT,
    body: updateCompanyForm,
    handler: ({ db, body }) => updateCompany(db, body),
  }),
  route({
    method: 'DELETE',
    path: '/delete/member-companies',
    query: byId,
    handler: async ({ db, query }) => ({ member: await deleteCompany(db, query.id) }),
  }),
];
