'use client';

import { useEffect, useRef } from 'react';
import banner from '@/components/ui/banner.module.css';

export type BannerMessage = { kind: 'success' | 'danger' | 'notice'; text: string; ms?: number } | null;

/**
 * A coloured message that is announced to screen readers and, given ms, clears itself. Its live regions are in
 * the page before any message (so the message is announced), and a new message is scrolled into view: on a phone
 * it may sit above the button that was pressed (issue 27.3).
 */
export function Banner({ message, onDone }: { message: BannerMessage; onDone?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.scrollIntoView({ block: 'nearest' });
    if (!message?.ms || !onDone) return;
    const timer = setTimeout(onDone, message.ms);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  const shown = (kind: 'danger' | 'other') =>
    message && (message.kind === 'danger') === (kind === 'danger') ? <p className={`${banner.banner} ${banner[message.kind]}`}>{message.text}</p> : null;
  return (
    <div ref={box}>
      <div role="status">{shown('other')}</div>
      <div role="alert">{shown('danger')}</div>
    </div>
  );
}
