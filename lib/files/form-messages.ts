/** The forms' messages, the same in the API (400) and on the screens. Client-safe: no server imports. */
export const DOCUMENT_MESSAGES = {
  title: 'Файлын нэрийг оруулна уу',
  file: 'Файлыг оруулна уу',
  pdfOnly: 'Зөвхөн PDF файл сонгоно уу.',
} as const;

export const VIDEO_MESSAGES = {
  title: 'Бичлэгний нэрийг оруулна уу',
  file: 'Бичлэг оруулна уу',
  mp4Only: 'Зөвхөн MP4 файл сонгоно уу.',
  tooLarge: 'Файл хэтэрхий том байна. 300MB-с бага файлыг сонгоно уу.',
} as const;

/** 300 MB (spec §9); the server's VIDEO_LIMIT is the same number. */
export const VIDEO_MAX_BYTES = 314_572_800;

export const MINING_MESSAGES = {
  title: 'Файлын нэрийг оруулна уу',
  posters: 'Постер зураг оруулна уу',
  pdf: 'PDF файл оруулна уу',
  imageOrder: 'Постерын дараалал буруу байна.',
  tooManyPosters: 'Хамгийн ихдээ 8 постер оруулна уу.',
} as const;

export const MAX_POSTERS = 8;
