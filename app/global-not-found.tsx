import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';
import styles from '@/components/ui/not-found.module.css';

export const metadata: Metadata = { title: 'Page Not Found' };

/** Shown for URLs that match no layout at all. */
export default function GlobalNotFound() {
  return (
    <html lang="mn">
      <body>
        <main className={styles.page}>
          <h1>Page Not Found</h1>
          <Link href="/mm">Нүүр хуудас руу буцах</Link>
        </main>
      </body>
    </html>
  );
}
