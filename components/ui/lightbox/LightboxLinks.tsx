'use client';

import { useState, type ReactNode } from 'react';
import { Lightbox, type LightboxPhoto } from './Lightbox';
import { opensInPlace } from './opens-in-place';

/**
 * Server-rendered photo links (`<a href={photo} data-lightbox={index}>`) that open in the viewer: one click
 * handler for the whole list, so the pictures stay server components; without scripts the links open the photo.
 */
export function LightboxLinks({ photos, children }: { photos: LightboxPhoto[]; children: ReactNode }) {
  const [shown, setShown] = useState<number | null>(null);
  return (
    <div
      onClick={(event) => {
        const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-lightbox]');
        if (!link || !opensInPlace(event)) return;
        event.preventDefault();
        setShown(Number(link.dataset.lightbox));
      }}
    >
      {children}
      <Lightbox photos={photos} openAt={shown} onClose={() => setShown(null)} />
    </div>
  );
}
