import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BackToTop } from '@/components/ui/BackToTop';
import { Navbar2023 } from './Navbar2023';
import { Footer2023 } from './Footer2023';

/** The archived 2023 edition's frame: its own navbar and footer. */
export async function Edition2023Shell({ children }: { children: ReactNode }) {
  const common = await getTranslations('common');
  return (
    <>
      <Navbar2023 />
      <main id="main">{children}</main>
      <Footer2023 />
      <BackToTop label={common('backToTop')} color="var(--color-mw)" />
    </>
  );
}
