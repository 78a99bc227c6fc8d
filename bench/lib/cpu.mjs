/**
 * CPU seconds spent so far by every process of a process group (Linux /proc): the server script, its
 * supervisor and the embedded database, or nginx's master and worker. Divided by the requests answered, it is
 * the work per request, which the machine's other load does not change the way it changes req/s — so a
 * ratio of it holds on a busy 2-core machine where throughput ratios swing (issue 23).
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

export function groupCpuSeconds(groupId) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // After "pid (comm) ": state, ppid, pgrp, … utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
