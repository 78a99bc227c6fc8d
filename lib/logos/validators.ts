import { z } from 'zod';
import { LOGO_MESSAGES, MEMBERSHIP_FLAGS } from './form-messages';
import { boolParam, idParam } from '@/lib/api/params';
import { optionalFile, requiredFile, requiredText } from '@/lib/files/upload-fields';

const flag = boolParam.default(false);
const link = z
  .string()
  .trim()
  .max(500)
  .default('')
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), LOGO_MESSAGES.link);

const membershipFields = {
  name: requiredText(LOGO_MESSAGES.name, 200),
  link,
  ...Object.fromEntries(MEMBERSHIP_FLAGS.map((name) => [name, flag])) as Record<(typeof MEMBERSHIP_FLAGS)[number], typeof flag>,
};

export const insertMembershipForm = z.object({ ...membershipFields, image: requiredFile(LOGO_MESSAGES.logo) });
export const updateMembershipForm = z.object({ id: idParam, ...membershipFields, image: optionalFile });

const email = requiredText(LOGO_MESSAGES.email, 200).pipe(z.email(LOGO_MESSAGES.emailFormat));
const companyFields = { name: requiredText(LOGO_MESSAGES.name, 200), email, active: boolParam.default(true) };

export const insertCompanyForm = z.object({ ...companyFields, image: requiredFile(LOGO_MESSAGES.logo) });
export const updateCompanyForm = z.object({ id: idParam, ...companyFields, image: optionalFile });
export type CompanyInsert = z.infer<typeof insertCompanyForm>;
export type CompanyUpdate = z.infer<typeof updateCompanyForm>;

