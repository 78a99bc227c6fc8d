'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Focuses `ref` once, when the step holding it mounts, if `enabled`. A step of the assessment replaces the one
 * whose button was pressed, so without this the focus falls back to the top of the page and a screen reader
 * announces nothing of the new step. `enabled` is false for what the page first shows (focus stays put).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean, ref?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const target = ref ?? own;
  useEffect(() => {
    if (enabled) target.current?.focus();
    // Once, for how this step was reached.
  }, []);
  return target;
}

/** The heading of an assessment step: focusable by script, and focused on mount when `focus` is set. */
export function StepHeading({ id, className, focus, children }: { id?: string; className?: string; focus: boolean; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <h2 id={id} className={className} ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
