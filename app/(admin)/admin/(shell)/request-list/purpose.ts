/** The request's purposes, derived from its three flags (spec §2). */
export const PURPOSE_LABELS = {
  member_request: 'Гишүүнээр элсэх',
  codex_request: 'Ёс зүйн кодекст нэгдэх',
  meeting_request: 'Уулзалт товлох',
} as const;

type Flags = Record<keyof typeof PURPOSE_LABELS, boolean>;

export function requestPurpose(flags: Flags): string {
  return (Object.keys(PURPOSE_LABELS) as (keyof Flags)[])
    .filter((k) => flags[k])
    .map((k) => PURPOSE_LABELS[k])
    .join(', ');
}
