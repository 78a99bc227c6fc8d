import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';

/** Open Graph's recommended size: Facebook and most networks crop other sizes. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// Noto Sans from the npm font package (self-hosted, the one the result PDF uses): it has Cyrillic Extended,
// so Ө and Ү render, which the usual 'cyrillic' subsets of web fonts lack.
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans');
const LOGO = path.join(process.cwd(), 'public', 'images', 'mm', 'logo.png');

type Assets = { bold: Buffer; regular: Buffer; logo: string };
let assets: Promise<Assets> | null = null;
function loadAssets(): Promise<Assets> {
  assets ??= Promise.all([
    readFile(path.join(FONT_DIR, '700Bold', 'NotoSans_700Bold.ttf')),
    readFile(path.join(FONT_DIR, '400Regular', 'NotoSans_400Regular.ttf')),
    readFile(LOGO),
  ]).then(([bold, regular, logo]) => ({ bold, regular, logo: `data:image/png;base64,${logo.toString('base64')}` }));
  return assets;
}

/** Long titles get a smaller type so they fit in four lines. */
const titleSize = (title: string) => (title.length > 110 ? 46 : title.length > 70 ? 56 : 66);

export type ShareCard = {
  /** The page's title in the page's language. */
  title: string;
  /** What kind of page it is (a category, 'Report', the conference's name), above the title. */
  label: string;
  /** The association's name in the page's language, beside its mark. */
  siteName: string;
  /** Response headers, e.g. a long cache lifetime for a versioned URL. */
  headers?: Record<string, string>;
};

/** A 1200×630 PNG share image: the association's mark and name, the page's kind and its title. */
export async function shareImage({ title, label, siteName, headers }: ShareCard): Promise<ImageResponse> {
  const { bold, regular, logo } = await loadAssets();
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', padding: 64, background: '#0b3a5b', color: '#ffffff', fontFamily: 'Noto Sans' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> */}
          <img src={logo} width={96} height={96} alt="" style={{ borderRadius: 16, background: '#ffffff' }} />
          <div style={{ display: 'flex', fontSize: 30, fontWeight: 400, lineHeight: 1.3, maxWidth: 900 }}>{siteName}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
          <div style={{ display: 'flex', fontSize: 30, color: '#f2b705', marginBottom: 16 }}>{label}</div>
          <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.2, overflow: 'hidden', maxHeight: 4 * 1.2 * titleSize(title) }}>{title}</div>
        </div>
        <div style={{ display: 'flex', height: 10, background: '#f2b705', borderRadius: 5 }} />
      </div>
    ),
    {
      ...SHARE_IMAGE_SIZE,
      fonts: [
        { name: 'Noto Sans', data: bold, weight: 700, style: 'normal' },
        { name: 'Noto Sans', data: regular, weight: 400, style: 'normal' },
      ],
      headers,
    },
  );
}
