'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { GALLERY_PAGE_SIZE } from '@/lib/conference/constants';
import { optimizedSources } from '@/lib/images/optimized';
import ui from '../ui/page.module.css';
import styles from './gallery.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { LightboxLinks } from '@/components/ui/lightbox/LightboxLinks';

type Photo = { id: number; image: string };
type Props = { days: { day: number; date: string }[]; firstImages: Photo[] };

/**
 * Day choice and "load more": 12 photos a load, all loaded once fewer than 12 come back.
 * Choosing a day starts that day's gallery from the beginning.
 */
export function GalleryBrowser({ days, firstImages }: Props) {
  const t = useTranslations('mw.gallery');
  const common = useTranslations('common');
  const [day, setDay] = useState(days[0].day);
  const [photos, setPhotos] = useState<Photo[]>(firstImages);
  const [done, setDone] = useState(firstImages.length < GALLERY_PAGE_SIZE);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Answers to an earlier day's request are dropped once another day is chosen.
  const request = useRef(0);

  async function load(forDay: number, offset: number) {
    const ticket = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/mw/get/gallery-by-date?id=${forDay}&limit=${GALLERY_PAGE_SIZE}&offset=${offset}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const { images } = (await res.json()) as { images: Photo[] };
      if (ticket !== request.current) return;
      setPhotos((prev) => (offset === 0 ? images : [...prev, ...images]));
      setDone(images.length < GALLERY_PAGE_SIZE);
    } catch (error) {
      if (ticket !== request.current) return;
      console.error('[conference] loading gallery photos failed:', error);
      setFailed(true);
    } finally {
      if (ticket === request.current) setLoading(false);
    }
  }

  function chooseDay(next: number) {
    if (next === day) return;
    setDay(next);
    setPhotos([]);
    setDone(false);
    void load(next, 0);
  }

  return (
    <>
      <div className={ui.tabs} role="group" aria-label={t('days')}>
        {days.map((d) => (
          <button key={d.day} type="button" className={ui.tab} aria-pressed={d.day === day} onClick={() => chooseDay(d.day)}>
            {t('day', { day: d.day })} · <time dateTime={d.date}>{d.date}</time>
          </button>
        ))}
      </div>
      {photos.length > 0 && (
        // Each photo opens larger in the viewer; without scripts (or with a modifier key) the link opens the photo itself.
        <LightboxLinks photos={photos.map((p, i) => ({ src: p.image, alt: t('photoAlt', { day, n: i + 1 }) }))}>
          <ul className={styles.grid} aria-label={t('day', { day })}>
            {photos.map((p, i) => (
              <li key={p.id}>
                <a href={p.image} target="_blank" rel="noopener noreferrer" data-lightbox={i}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- sized and optimized by hand, see optimizedSources */}
                  <img
                    {...optimizedSources(p.image)}
                    alt={t('photoAlt', { day, n: i + 1 })}
                    loading="lazy"
                    decoding="async"
                    width={480}
                    height={320}
                    sizes="(min-width: 992px) 25vw, (min-width: 600px) 33vw, 50vw"
                    className={styles.photo}
                  />
                </a>
              </li>
            ))}
          </ul>
        </LightboxLinks>
      )}
      <div aria-live="polite" className={styles.footer}>
        {failed && (
          <EmptyState tone="error">{common('loadError')}</EmptyState>
        )}
        {!loading && !failed && done && photos.length === 0 && <EmptyState>{t('empty')}</EmptyState>}
        {!loading && !failed && done && photos.length > 0 && <p className={styles.done}>{t('allLoaded')}</p>}
        {(!done || failed) && (
          <button type="button" className={ui.button} disabled={loading} onClick={() => load(day, failed && photos.length === 0 ? 0 : photos.length)}>
            {loading && <span className={ui.spinner} aria-hidden="true" />}
            {loading ? common('loading') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
