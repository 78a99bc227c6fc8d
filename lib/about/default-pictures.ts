/** Profile pictures an auditor can have without an upload (committed files in public/images/defaults). */
export const DEFAULT_PICTURES = [
  { url: '/images/defaults/person-male.png', label: 'Эрэгтэй' },
  { url: '/images/defaults/person-female.png', label: 'Эмэгтэй' },
] as const;

export const isDefaultPicture = (url: string) => DEFAULT_PICTURES.some((picture) => picture.url === url);
