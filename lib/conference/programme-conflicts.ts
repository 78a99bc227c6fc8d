/** Double bookings in a programme: two sessions overlapping on one day in one hall, or with a speaker in common. */

export type Booking = { id: number; event_date_id: number; hall_id: number; starts_at: string; ends_at: string; title: string; speakers: { id: number; name: string }[] };

const overlap = (a: Booking, b: Booking) => a.event_date_id === b.event_date_id && a.starts_at < b.ends_at && b.starts_at < a.ends_at;

/** The warnings of one session against the others, in Mongolian as the back office reads them. */
export function conflictsOf(session: Booking, all: Booking[]): string[] {
  const warnings: string[] = [];
  for (const other of all) {
    if (other.id === session.id || !overlap(session, other)) continue;
    if (other.hall_id === session.hall_id) warnings.push(`Танхим давхардсан: «${other.title}» (#${other.id})`);
    for (const speaker of session.speakers) {
      if (other.speakers.some((s) => s.id === speaker.id)) warnings.push(`Илтгэгч давхардсан: ${speaker.name} — «${other.title}» (#${other.id})`);
    }
  }
  return warnings;
}
