import { count, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { adminAccounts } from '@/lib/accounts/schema';
import { createRandom } from './random';
import { resetSequences } from './sequences';
import { seedAccounts } from './accounts';
import { seedSite } from './site';
import { seedNews } from './news';
import { seedTrade } from './trade';
import { seedAbout } from './about';
import { seedLogos } from './logos';
import { seedFileLibrary } from './files';
import { seedReports } from './reports';
import { seedAssessment } from './assessment';
import { seedConference } from './conference';
import { seedDirectory } from './directory';
import { seedProgramme } from './programme';
import { seedMeetings } from './meetings';

/** Any fixed number: the same seed gives the same demo content every time. */
const SEED = 20250911;
/** Serialises concurrent seeders on one PostgreSQL (several instances starting at once). */
const SEED_LOCK_KEY = 7_310_001;

/**
 * Loads the bilingual demo content into an empty database, in one transaction. Does nothing when the
 * database already has admin accounts (it is in use, or already seeded). Dates are relative to now, so
 * the last-7-days trade grid and "recent" lists always have data.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [{ accounts }] = await tx.select({ accounts: count() }).from(adminAccounts);
    if (accounts > 0) return { seeded: false };
    const rand = createRandom(SEED);
    await seedAccounts(tx);
    await seedSite(tx, rand, now);
    await seedNews(tx, rand, now);
    await seedTrade(tx, rand, now);
    await seedAbout(tx);
    await seedLogos(tx, rand);
    await seedFileLibrary(tx, now);
    await seedReports(tx);
    await seedAssessment(tx, rand, now);
    await seedConference(tx, rand);
    await seedDirectory(tx, rand, now);
    await seedProgramme(tx);
    await seedMeetings(tx, rand, now);
    await resetSequences(tx);
    return { seeded: true };
  });
}
