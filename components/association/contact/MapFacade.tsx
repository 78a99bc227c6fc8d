'use client';

import Image from 'next/image';
import { useState } from 'react';
import styles from './MapFacade.module.css';

export const OFFICE_LOCATION = { lat: 47.9146, lon: 106.9196 };

type Labels = { alt: string; show: string; note: string; frameTitle: string };

/**
 * A local sketch of the office's surroundings; the interactive OpenStreetMap map (a third-party request)
 * loads only when the visitor asks for it.
 */
export function MapFacade({ labels }: { labels: Labels }) {
  const [open, setOpen] = useState(false);
  const { lat, lon } = OFFICE_LOCATION;
  const bbox = [lon - 0.006, lat - 0.003, lon + 0.006, lat + 0.003].map((n) => n.toFixed(4)).join('%2C');
  if (open) {
    return (
      <iframe
        className={styles.frame}
        title={labels.frameTitle}
        src={`https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat}%2C${lon}`}
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className={styles.facade}>
      <Image src="/images/mm/office-map.png" alt={labels.alt} width={800} height={450} sizes="(max-width: 960px) 100vw, 760px" className={styles.image} />
      <div className={styles.overlay}>
        <button type="button" onClick={() => setOpen(true)}>
          {labels.show}
        </button>
        <p>{labels.note}</p>
      </div>
    </div>
  );
}
