/** The account form's checks (spec §5), shared by the form and the API. Client-safe. */
export const ACCOUNT_MESSAGES = {
  firstName: 'Хэрэглэгчийн нэрийг оруулна уу',
  email: 'Хэрэглэгчийн и-мэйл хаягийг оруулна уу',
  emailFormat: 'И-мэйл хаяг буруу байна.',
  role: 'Хэрэглэгчийн эрхийн төрлийг сонгоно уу',
} as const;

export const ACCOUNT_PAGE_SIZES = [10, 20, 30] as const;
export const ACCOUNT_ROLES = [1, 2, 3] as const;
export const DEFAULT_ROLE = 2;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountFormFields = { first_name?: string; email?: string; account_role?: number | string | null };

export function accountFormError(f: AccountFormFields): string | null {
  if (!f.first_name?.trim()) return ACCOUNT_MESSAGES.firstName;
  if (!f.email?.trim()) return ACCOUNT_MESSAGES.email;
  if (!EMAIL_PATTERN.test(f.email.trim())) return ACCOUNT_MESSAGES.emailFormat;
  if (!ACCOUNT_ROLES.includes(Number(f.account_role) as 1 | 2 | 3)) return ACCOUNT_MESSAGES.role;
  return null;
}
