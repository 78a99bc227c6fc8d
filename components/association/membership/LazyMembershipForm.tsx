'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import styles from './MembershipForm.module.css';

function Waiting() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}

// The form brings react-hook-form and the zod schema (~35 KB): fetched only once the form can be seen.
const MembershipForm = dynamic(() => import('./MembershipForm').then((m) => m.MembershipForm), { ssr: false, loading: Waiting });

/** The membership form, mounted when its tab is open and it nears the viewport (its space is kept meanwhile). */
export function LazyMembershipForm() {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(slot.current!);
    return () => observer.disconnect();
  }, []);

  return <div ref={slot}>{near ? <MembershipForm /> : <Waiting />}</div>;
}
