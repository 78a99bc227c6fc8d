'use client';

import { useState, type ReactNode } from 'react';
import styles from './MapFacade.module.css';

export const OFFICE_LOCATION = { lat: 47.9146, lon: 106.9196 };

type Labels = { show: string; note: string; frameTitle: string };

/**
 * A local sketch of the office's surroundings (server-rendered, passed in); the interactive OpenStreetMap map (a third-party request)
 * loads only when the visitor asks for it.
 */
export function MapFacade({ sketch, labels }: { sketch: ReactNode; labels: Labels }) {
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
      {sketch}
      <div className={styles.overlay}>
        <button type="button" onClick={() => setOpen(true)}>
          {labels.show}
        </button>
        <p>{labels.note}</p>
      </div>
    </div>
  );
}
