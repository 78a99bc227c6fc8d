/** The forms' messages, the same in the API (400) and on the screens. Client-safe: no server imports. */
export const LOGO_MESSAGES = {
  name: 'Нэр оруулна уу',
  logo: 'Логог оруулна уу',
  link: 'Линк http:// эсвэл https://-ээр эхэлнэ.',
  email: 'И-мэйл хаягийг оруулна уу',
  emailFormat: 'И-мэйл хаяг буруу байна.',
  duplicateEmail: 'Бүртгэлтэй и-мэйл хаяг байна.',
} as const;

/** The membership flags: which logo grids (board, main members) and committees a logo appears in. */
export const MEMBERSHIP_FLAGS = [
  'board_member',
  'main_member',
  'public_relations_committee',
  'environment_committee',
  'legal_committee',
  'logistics_committee',
] as const;
