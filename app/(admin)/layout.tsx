import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ZodJitless } from '@/components/admin/ZodJitless';
import '../globals.css';

// A screen's title goes before the spec's 'Админ' (the shell layout's generateMetadata).
export const metadata: Metadata = { title: { default: 'Админ', template: '%s | Админ' }, robots: { index: false, follow: false } };

/** The back office: Mongolian only, outside the public sites' language routing. */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="mn">
      <body>
        {/* First, so that zod is configured before any screen's module builds a schema. */}
        <ZodJitless />
        {children}
      </body>
    </html>
  );
}
