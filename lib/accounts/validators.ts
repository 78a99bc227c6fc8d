import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { emailField } from '@/lib/security/contact-fields';
import { ACCOUNT_MESSAGES, ACCOUNT_ROLES } from './account-form';

const text = (max: number) => z.string().trim().max(max, `${max} тэмдэгтээс ихгүй байна.`).default('');

export const idQuery = z.object({ id: idParam });

/**
 * The account form as the screen and the API check it (spec §5, in order: first name, e-mail, role). The
 * e-mail is stored lower-cased: sign-in compares it so. A role arrives as a number or as the select's text.
 */
export const accountInsertBody = z.object({
  last_name: text(100),
  first_name: z.string({ error: ACCOUNT_MESSAGES.firstName }).trim().min(1, ACCOUNT_MESSAGES.firstName).max(100, '100 тэмдэгтээс ихгүй байна.'),
  email: emailField({ required: ACCOUNT_MESSAGES.email, invalid: ACCOUNT_MESSAGES.emailFormat }).transform((email) => email.toLowerCase()),
  phone_number: text(30),
  position: text(150),
  department: text(150),
  account_role: z.coerce
    .number({ error: ACCOUNT_MESSAGES.role })
    .refine((role): role is (typeof ACCOUNT_ROLES)[number] => (ACCOUNT_ROLES as readonly number[]).includes(role), ACCOUNT_MESSAGES.role),
});
export const accountUpdateBody = accountInsertBody.extend({ id: idParam });

export type AccountValues = Omit<z.output<typeof accountInsertBody>, 'account_role'> & { account_role: number };
