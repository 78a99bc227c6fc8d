/** The association's mark: a mountain and a mine shaft in the national colours. */
export function Logo({ size = 44 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" width={size} height={size}>
      <circle cx="24" cy="24" r="23" fill="#0b4f8a" />
      <circle cx="24" cy="24" r="19.5" fill="none" stroke="#ffd166" strokeWidth="1.5" />
      <path d="M8 33l10-14 6 8 5-6 11 12z" fill="#fff" />
      <path d="M18 19l3 4-3-1-3 2z" fill="#c8102e" />
      <rect x="22.5" y="27" width="3" height="6" fill="#0b4f8a" />
      <path d="M20 27h8" stroke="#0b4f8a" strokeWidth="1.5" />
    </svg>
  );
}
