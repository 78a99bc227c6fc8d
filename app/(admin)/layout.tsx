import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../globals.css';

export const metadata: Metadata = { title: 'Админ', robots: { index: false, follow: false } };

/** The back office: Mongolian only, outside the public sites' language routing. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="mn">
      <body>{children}</body>
    </html>
  );
}
