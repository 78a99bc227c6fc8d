import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { badRequest } from '@/lib/api/errors';
import { accountFormError } from './account-form';

const text = (max: number) => z.string().trim().max(max, `${max} тэмдэгтээс ихгүй байна.`).default('');

export const idQuery = z.object({ id: idParam });

export const accountInsertBody = z.object({
  last_name: text(100),
  first_name: text(100),
  email: text(254),
  phone_number: text(30),
  position: text(150),
  department: text(150),
  account_role: z.union([z.number(), z.string(), z.null()]).optional(),
});
export const accountUpdateBody = accountInsertBody.extend({ id: idParam });

export type AccountValues = {
  last_name: string;
  first_name: string;
  email: string;
  phone_number: string;
  position: string;
  department: string;
  account_role: number;
};

/** The first failing rule as a 400, else the values to store (e-mail lower-cased: sign-in compares it so). */
export function checkedAccount(body: z.output<typeof accountInsertBody>): AccountValues {
  const message = accountFormError(body);
  if (message) throw badRequest(message);
  const { last_name, first_name, email, phone_number, position, department } = body;
  return { last_name, first_name, email: email.toLowerCase(), phone_number, position, department, account_role: Number(body.account_role) };
}
