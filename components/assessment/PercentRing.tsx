import styles from './assessment.module.css';

/** A ring filled to `value` percent with the number in its middle. */
export function PercentRing({ value, label, size = 160, color = 'var(--color-mm)', track = 'var(--color-surface)' }: {
  value: number;
  label: string;
  size?: number;
  color?: string;
  track?: string;
}) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <svg className={styles.ring} width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle cx="50" cy="50" r={r} fill="none" stroke={track} strokeWidth="10" />
      <circle
        cx="50"
        cy="50"
        r={r}
        fill="none"
        stroke={color}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" className={styles.ringValue}>
        {clamped}%
      </text>
    </svg>
  );
}
