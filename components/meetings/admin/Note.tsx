'use client';

import ui from '@/components/admin/ui.module.css';
import type { Flash } from '../use-flash';

/** A back-office success or error note (its timer lives in useFlash). */
export function Note({ flash }: { flash: Flash }) {
  if (!flash) return null;
  return (
    <p role={flash.kind === 'error' ? 'alert' : 'status'} className={flash.kind === 'error' ? ui.error : ui.success}>
      {flash.text}
    </p>
  );
}
