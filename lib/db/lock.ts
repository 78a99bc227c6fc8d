import fs from 'node:fs';

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file for an embedded database directory. PGlite lets two processes open one
 * directory without complaint and they silently lose each other's writes, so a second process must be refused.
 */
export function acquireDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holderPid === process.pid) throw new Error(`This process already holds the database lock ${lockPath}.`);
      if (holderPid && processAlive(holderPid)) {
        throw new Error(
          `The embedded database is in use by process ${holderPid} (lock ${lockPath}). ` +
            'Stop that process first, or set DATABASE_URL to share a PostgreSQL server between processes.',
        );
      }
      fs.unlinkSync(lockPath); // stale lock left by a crashed process
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}.`);
}
