/** The worker's settings, read from the environment each time (tests change them per file). README: "Background jobs". */
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) ? value : fallback;
};

export const jobSettings = () => ({
  /** JOB_WORKER=off: this process queues jobs but never works them (another instance on the same PostgreSQL does). */
  worker: process.env.JOB_WORKER !== 'off',
  /** Retries after the first try: 4 retries = 5 tries. */
  mailRetryLimit: number('MAIL_RETRY_LIMIT', 4),
  /** First retry delay; each later one doubles (with jitter), up to MAIL_RETRY_MAX_DELAY_SECONDS: 5 tries span about an hour. */
  mailRetryDelaySeconds: number('MAIL_RETRY_DELAY_SECONDS', 240),
  mailRetryMaxDelaySeconds: number('MAIL_RETRY_MAX_DELAY_SECONDS', 1800),
  /** How long a one-time-code request waits for its mail before telling the user it failed. */
  codeMailDeadlineSeconds: number('CODE_MAIL_DEADLINE_SECONDS', 60),
  /** How often an idle worker looks for due jobs (LISTEN/NOTIFY wakes it at once for new ones). */
  pollSeconds: number('JOB_POLL_SECONDS', 2),
  /** How often pg-boss's supervisor looks for jobs whose worker died (no heartbeat) and for expired ones. */
  superviseSeconds: number('JOB_SUPERVISE_SECONDS', 60),
  /** A pending invitation nobody answered is withdrawn this long before its slot. */
  invitationExpiryMinutes: number('MEETING_INVITATION_EXPIRY_MINUTES', 120),
  /** Meeting reminder mails, in hours before the slot. */
  reminderHours: (process.env.MEETING_REMINDER_HOURS ?? '24,1')
    .split(',')
    .map(Number)
    .filter((h) => Number.isFinite(h) && h > 0),
  /** The daily clean-up's cron (Ulaanbaatar time). */
  cleanupCron: process.env.CLEANUP_CRON ?? '30 3 * * *',
});
