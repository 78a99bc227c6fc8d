import 'server-only';
import { requireAdminPage } from '@/lib/auth/page';
import { getDb } from '@/lib/db/client';
import { currentEventId } from '@/lib/conference/queries';

/**
 * The server half of every week screen with an event select: the signed-in account is checked, and the screen
 * opens on the current edition (flagged in /admin/week/events, else the spec's 3). Read on each request, so a
 * newly chosen edition shows on the next visit.
 */
export async function openWeekScreen(): Promise<{ currentEvent: number }> {
  await requireAdminPage();
  return { currentEvent: await currentEventId(await getDb()) };
}
