/** The Mining Week mark: a mountain with a rising sun, drawn inline so it costs no request. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="#0f1b2d" />
      <circle cx="24" cy="12" r="5" fill="#f2a900" />
      <path d="M4 29 L14 13 L19 21 L23 16 L32 29 Z" fill="#f7f3ea" />
      <path d="M14 13 L17 18 L14 17 L11 18 Z" fill="#0f1b2d" opacity="0.35" />
    </svg>
  );
}
