'use client';

import { useEffect } from 'react';
import banner from '@/components/ui/banner.module.css';

export type BannerMessage = { kind: 'success' | 'danger' | 'notice'; text: string; ms?: number } | null;

/** A coloured message that is announced to screen readers and, given ms, clears itself. */
export function Banner({ message, onDone }: { message: BannerMessage; onDone?: () => void }) {
  useEffect(() => {
    if (!message?.ms || !onDone) return;
    const timer = setTimeout(onDone, message.ms);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  if (!message) return null;
  return (
    <p className={`${banner.banner} ${banner[message.kind]}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}
