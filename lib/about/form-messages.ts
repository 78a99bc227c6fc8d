/** The forms' messages, the same in the API (400) and on the screens. Client-safe: no server imports. */
/** The About Us people lists (President, Association, Office) and the auditors share one table and one form. */
export const ABOUT_CATEGORIES = ['President', 'Association', 'Office', 'Auditor'] as const;
export type AboutCategory = (typeof ABOUT_CATEGORIES)[number];

export const ABOUT_MESSAGES = {
  name: 'Нэр оруулна уу',
  yearsOfWork: 'Ажилласан жилийг оруулна уу',
  position: 'Албан тушаалыг оруулна уу',
  company: 'Эрхэлсэн ажлыг оруулна уу',
  email: 'И-мэйл хаягийг оруулна уу',
  emailFormat: 'И-мэйл хаяг буруу байна.',
  image: 'Зураг оруулна уу',
  category: 'Ангиллаа сонгоно уу',
} as const;
