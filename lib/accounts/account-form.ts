/** The account form's messages and choices (spec §5), shared by the schema in validators.ts. Client-safe. */
export const ACCOUNT_MESSAGES = {
  firstName: 'Хэрэглэгчийн нэрийг оруулна уу',
  email: 'Хэрэглэгчийн и-мэйл хаягийг оруулна уу',
  emailFormat: 'И-мэйл хаяг буруу байна.',
  role: 'Хэрэглэгчийн эрхийн төрлийг сонгоно уу',
} as const;

export const ACCOUNT_PAGE_SIZES = [10, 20, 30] as const;
export const ACCOUNT_ROLES = [1, 2, 3] as const;
export const DEFAULT_ROLE = 2;
