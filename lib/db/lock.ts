import crypto from 'node:crypto';
import fs from 'node:fs';

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): number | null {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A file beside the lock that already holds this process's pid, so the lock appears whole (never empty) when linked or renamed in. */
function writeCandidate(lockPath: string) {
  const candidate = `${lockPath}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(candidate, String(process.pid), { flag: 'wx' });
  return candidate;
}

function removeIfHeldByUs(lockPath: string) {
  try {
    if (readHolder(lockPath) === process.pid) fs.unlinkSync(lockPath);
  } catch {
    /* already gone */
  }
}

type Outcome = { taken: true } | { taken: false; holder: number };

/**
 * One attempt: link the candidate in (atomic, fails when a lock exists). A lock whose holder died is replaced only
 * by the one process that first takes `<lock>.<dead pid>` — itself a lock of this kind, so a replacer that dies
 * mid-way is replaced in turn — and only when the lock still names the dead pid; every other contender re-reads.
 */
function attempt(lockPath: string): Outcome {
  for (;;) {
    const candidate = writeCandidate(lockPath);
    try {
      fs.linkSync(candidate, lockPath);
      return { taken: true };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(candidate, { force: true });
    }
    const holder = readHolder(lockPath);
    if (holder === null) continue; // released meanwhile
    if (holder === process.pid || processAlive(holder)) return { taken: false, holder };
    const takeover = `${lockPath}.${holder}`;
    const right = attempt(takeover);
    if (!right.taken) continue; // another process is replacing the dead holder: see what it leaves
    try {
      if (readHolder(lockPath) !== holder) continue;
      const replacement = writeCandidate(lockPath);
      fs.renameSync(replacement, lockPath);
      return { taken: true };
    } finally {
      removeIfHeldByUs(takeover);
    }
  }
}

/**
 * Takes an exclusive lock file for an embedded database directory. PGlite lets two processes open one
 * directory without complaint and they silently lose each other's writes, so a second process must be refused.
 * Any number of processes may race for it (after a crash too): exactly one gets it.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  const outcome = attempt(lockPath);
  if (!outcome.taken) {
    if (outcome.holder === process.pid) throw new Error(`This process already holds the database lock ${lockPath}.`);
    throw new Error(
      `The embedded database is in use by process ${outcome.holder} (lock ${lockPath}). ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
  }
  const release = () => removeIfHeldByUs(lockPath);
  process.once('exit', release);
  return release;
}
