/** The forms' messages, the same in the API (400) and on the screens. Client-safe: no server imports. */
export const REPORT_MESSAGES = {
  title: 'Гарчиг оруулна уу',
  image: 'Зураг оруулна уу',
  pdf: 'Тайлангаа оруулна уу',
} as const;
