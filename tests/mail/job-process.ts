/**
 * A stand-in server process for the queue's crash and multi-instance tests (run with
 * `tsx --conditions=react-server`): opens the database as the server does (DATA_DIR or DATABASE_URL), starts the
 * job queue with its workers, and with `burst N` registers N people for the conference through the product's
 * own command, printing `ACK <email>` once each registration (and its queued mail) is committed. Then it keeps
 * working until killed.
 */
import { getDb } from '@/lib/db/client';
import { events } from '@/lib/db/schema';
import { getJobs } from '@/lib/jobs';
import { registerForEvent } from '@/lib/conference/commands-registration';

async function main() {
  const [mode, count] = process.argv.slice(2);
  const db = await getDb();
  await getJobs();
  console.log('READY');
  if (mode === 'burst') {
    await db.insert(events).values({ id: 3, event: 'Mining Week 2025' }).onConflictDoNothing();
    for (let n = 0; n < Number(count); n++) {
      const email = `burst-${n}@example.mn`;
      const person = { company: 'Эрдэнэс', first_name: 'Болд', last_name: `${n}`, country: 'Монгол', email, phone_number: '+976 9911-2233' };
      await registerForEvent(db, person, 3, { confirm: true });
      console.log(`ACK ${email}`);
    }
    console.log('BURST DONE');
  }
  setInterval(() => {}, 60_000);
}

main().catch((error) => {
  console.error('JOB PROCESS FAILED', error);
  process.exit(3);
});
