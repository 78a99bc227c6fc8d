import { route } from '@/lib/api/table';
import { notFound } from '@/lib/api/errors';
import { IMAGE_LIMIT, storeFile } from '@/lib/storage';
import { FORM_OVERHEAD, IMAGE_UPLOAD } from '@/lib/files/stored-uploads';
import {
  adminCompanyRegistration,
  adminConsultantRegistration,
  deleteCategoryQuery,
  idQuery,
  insertCategoryBody,
  logoUploadBody,
  requestStatusBody,
  updateCategoryBody,
  updateCompanyBody,
  updatePersonBody,
} from './api-schemas';
import {
  categoryList,
  categoryListSpec,
  companyForAdmin,
  companyList,
  companyListByName,
  companyListSpec,
  companyNameListSpec,
  companyRequestListSpec,
  consultantList,
  consultantListByName,
  consultantListSpec,
  consultantNameListSpec,
  consultantRequestListSpec,
  newRequests,
  personForAdmin,
} from './queries-admin';
import { deleteCompanies } from './commands-company';
import { deleteRequests, setRequestStatus, type RequestKind } from './commands-requests';
import { DIRECTORY_REQUEST_STATUSES, type DirectoryRequestStatus } from '@/lib/requests/status';
import { listRoute } from '@/lib/api/list-route';
import { bulkRoute } from '@/lib/api/bulk';
import { registerCompany, registerConsultant } from './commands-registration';
import { deleteCompany, deleteContact, removeCompanyCategory, updateCompany } from './commands-company';
import { deletePerson, updatePerson } from './commands-person';
import { insertCategory, updateCategory } from './commands-category';

/** /api/admin/yellow-page: requests, companies, consultants and categories. Reads need a session, writes a moderator or admin. */
export const directoryAdminRoutes = [
  listRoute(companyRequestListSpec, {
    path: '/get/new-request',
    variant: (query) => (query.type === 'company' ? companyRequestListSpec : consultantRequestListSpec),
    handler: ({ db, query }, list) => newRequests(db, query, list),
  }),
  route({
    method: 'POST',
    path: '/update/request-status',
    body: requestStatusBody,
    audit: { entity: 'yellow-page/request', action: 'status' },
    handler: async ({ db, body, admin }) => {
      if (!(await setRequestStatus(db, body.type, [body.id], body.status, admin!, body.reason))) throw notFound('Хүсэлт олдсонгүй.');
      return { success: true };
    },
  }),
  ...(['company', 'consultant'] as RequestKind[]).map((kind) =>
    bulkRoute(
      `${kind}-request`,
      {
        status: ({ db, ids, admin, status, reason }) => setRequestStatus(db, kind, ids, status as DirectoryRequestStatus, admin, reason),
        approve: ({ db, ids, admin }) => setRequestStatus(db, kind, ids, 'approved', admin),
        reject: ({ db, ids, admin, reason }) => setRequestStatus(db, kind, ids, 'declined', admin, reason),
        delete: ({ db, ids }) => deleteRequests(db, kind, ids),
      },
      DIRECTORY_REQUEST_STATUSES,
    ),
  ),

  // Companies
  route({
    method: 'GET',
    path: '/get/company',
    query: idQuery,
    handler: async ({ db, query }) => {
      const company = await companyForAdmin(db, query.id);
      if (!company) throw notFound('Байгууллага олдсонгүй.');
      return { company };
    },
  }),
  listRoute(companyListSpec, { path: '/get/company-list', handler: ({ db, query }, list) => companyList(db, query, list) }),
  listRoute(companyNameListSpec, { path: '/get/company-list/name', handler: ({ db, query }, list) => companyListByName(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/yellow-registration',
    multipart: true,
    maxBytes: IMAGE_LIMIT + FORM_OVERHEAD,
    body: adminCompanyRegistration,
    audit: { entity: 'yellow-page/company', action: 'insert' },
    handler: async ({ db, body }) => ({ success: true, ...(await registerCompany(db, body, { approved: true })) }),
  }),
  route({
    method: 'POST',
    path: '/upload/logo',
    multipart: true,
    maxBytes: IMAGE_LIMIT + FORM_OVERHEAD,
    body: logoUploadBody,
    handler: async ({ body }) => ({ fileUrl: (await storeFile(body.image, IMAGE_UPLOAD)).url }),
  }),
  route({ method: 'POST', path: '/update/company', body: updateCompanyBody, handler: ({ db, body }) => updateCompany(db, body) }),
  route({ method: 'DELETE', path: '/delete/company', query: idQuery, handler: ({ db, query }) => deleteCompany(db, query.id) }),
  bulkRoute('company', { delete: ({ db, ids }) => deleteCompanies(db, ids) }),
  route({ method: 'DELETE', path: '/delete/contact', query: idQuery, handler: ({ db, query }) => deleteContact(db, query.id) }),
  route({ method: 'DELETE', path: '/delete/category', query: deleteCategoryQuery, audit: { entity: 'yellow-page/company-category' }, handler: ({ db, query }) => removeCompanyCategory(db, query) }),

  // Consultants
  route({
    method: 'GET',
    path: '/get/person',
    query: idQuery,
    handler: async ({ db, query }) => {
      const person = await personForAdmin(db, query.id);
      if (!person) throw notFound('Зөвлөх олдсонгүй.');
      return { person };
    },
  }),
  listRoute(consultantListSpec, { path: '/get/consultant-list', handler: ({ db, query }, list) => consultantList(db, query, list) }),
  listRoute(consultantNameListSpec, { path: '/get/consultant-list/name', handler: ({ db, query }, list) => consultantListByName(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/yellow-consultant',
    body: adminConsultantRegistration,
    audit: { entity: 'yellow-page/person', action: 'insert' },
    handler: async ({ db, body }) => ({ success: true, ...(await registerConsultant(db, body, { approved: true })) }),
  }),
  route({ method: 'POST', path: '/update/person', body: updatePersonBody, handler: ({ db, body }) => updatePerson(db, body) }),
  route({ method: 'DELETE', path: '/delete/person', query: idQuery, handler: ({ db, query }) => deletePerson(db, query.id) }),

  // Categories
  listRoute(categoryListSpec, { path: '/get/categories', handler: ({ db, query }, list) => categoryList(db, query, list) }),
  route({ method: 'POST', path: '/insert/category', body: insertCategoryBody, handler: ({ db, body }) => insertCategory(db, body) }),
  route({ method: 'POST', path: '/update/category', body: updateCategoryBody, handler: ({ db, body }) => updateCategory(db, body) }),
];
