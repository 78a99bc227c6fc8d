/**
 * Runs once when a Next.js server starts (npm start's supervised worker, scripts/server.mjs, or `next start`):
 * starts the job queue and this instance's workers (lib/jobs), so mail, reminders, invitation expiry and the
 * daily clean-up run with the server and need no other service. Not during `next build`, which opens no database.
 * A queue that cannot start is logged; pages are still served and the first mail tries again.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getJobs } = await import('@/lib/jobs');
  void getJobs().then(
    () => console.log('[jobs] queue started'),
    (error) => console.error('[jobs] the job queue did not start:', error),
  );
}
