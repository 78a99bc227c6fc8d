/**
 * The servers the benchmark measures (ours, the bare Next app, nginx) each run as a process group of their own,
 * so their CPU time is read per group (cpu.mjs) and they stop with everything they started.
 */

/** Resolves once `url` answers 2xx; fails when `child` exits first or `timeoutMs` passes. */
export async function answered(url, child, { timeoutMs, intervalMs = 500 }) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited with code ${child.exitCode} before ${url} answered`);
    if (await fetch(url).then((res) => res.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends `signal` to the child's whole group and resolves when the child has exited. */
export function stopGroup(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    try {
      process.kill(-child.pid, signal);
    } catch {
      resolve(); // already gone
    }
  });
}
