/** Small inline icons (no icon font, no extra request). All decorative: the text beside them names the thing. */
const paths = {
  phone: 'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.58 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.58 3.6a1 1 0 01-.25 1z',
  mail: 'M20 4H4a2 2 0 00-2 2v12a2 2 0 002 2h16a2 2 0 002-2V6a2 2 0 00-2-2zm0 4l-8 5-8-5V6l8 5 8-5z',
  clock: 'M12 2a10 10 0 100 20 10 10 0 000-20zm1 10.4l3.5 2.1-.8 1.3L11 13V7h2z',
  pin: 'M12 2a7 7 0 00-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 00-7-7zm0 9.5A2.5 2.5 0 1112 6.5a2.5 2.5 0 010 5z',
  chat: 'M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 01.5-.5z',
  twitter: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  youtube: 'M23 7.2a3 3 0 00-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 001 7.2 31 31 0 00.5 12a31 31 0 00.5 4.8 3 3 0 002.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 002.1-2.1 31 31 0 00.5-4.8 31 31 0 00-.5-4.8zM9.7 15V9l5.8 3z',
  linkedin: 'M4.98 3.5a2.5 2.5 0 11-.01 5 2.5 2.5 0 01.01-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.05a4.2 4.2 0 013.75-2c4 0 4.75 2.6 4.75 6V21h-4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.05 1.4-2.05 2.8V21h-4z',
  instagram: 'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8.2a3.2 3.2 0 110-6.4 3.2 3.2 0 010 6.4zM17.3 5.5a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM12 2.2c-2.7 0-3 0-4 .06C4.4 2.4 2.4 4.4 2.26 8 2.2 9 2.2 9.3 2.2 12s0 3 .06 4c.16 3.6 2.16 5.6 5.74 5.74 1 .06 1.3.06 4 .06s3 0 4-.06c3.6-.16 5.6-2.16 5.74-5.74.06-1 .06-1.3.06-4s0-3-.06-4C21.6 4.4 19.6 2.4 16 2.26 15 2.2 14.7 2.2 12 2.2z',
  link: 'M10.6 13.4a1 1 0 001.4 1.4l4.6-4.6a3 3 0 00-4.2-4.2l-2 2 1.4 1.4 2-2a1 1 0 011.4 1.4zM13.4 10.6A1 1 0 0012 9.2l-4.6 4.6a3 3 0 004.2 4.2l2-2-1.4-1.4-2 2a1 1 0 01-1.4-1.4z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size}>
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}

/** The icon for a social link's stored icon name ('facebook', 'x', 'YouTube' …); unknown names get a link icon. */
export function socialIcon(icon: string): IconName {
  const name = icon.toLowerCase();
  if (name.includes('facebook')) return 'facebook';
  if (name.includes('twitter') || name === 'x') return 'twitter';
  if (name.includes('youtube')) return 'youtube';
  if (name.includes('linkedin')) return 'linkedin';
  if (name.includes('instagram')) return 'instagram';
  return 'link';
}
