import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/conference/schema';
import { openWeekScreen } from '@/components/admin/week/open-week-screen';
import { seedEventBasics } from './fixtures';

// The page's sign-in check itself is covered by the admin page tests; here it lets the request through.
const requireAdminPage = vi.fn(async () => ({ id: 1 }));
vi.mock('@/lib/auth/page', () => ({ requireAdminPage: () => requireAdminPage() }));

describe('the week screens with an event select', () => {
  it('open on the spec’s event 3 while no edition is flagged current, then on the flagged one', async () => {
    await seedEventBasics();
    expect(await openWeekScreen()).toEqual({ currentEvent: 3 });
    await (await getDb()).update(events).set({ is_current: true }).where(eq(events.id, 2));
    expect(await openWeekScreen()).toEqual({ currentEvent: 2 });
    expect(requireAdminPage).toHaveBeenCalledTimes(2);
  });
});
