// CPU time of processes on this machine, from /proc (Linux): what a bench's figure cost the cores, beside its wall time.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/**
 * Seconds of CPU (user + system) used so far by the processes `match(stat, pid)` accepts (`stat`: the text of
 * /proc/<pid>/stat, whose second field is the command name in parentheses), with their children that ended (a
 * parent's cutime and cstime: PostgreSQL's postmaster holds its closed connections' backends there, so the sum
 * only grows). Processes that ended whose parent is not matched are not counted.
 */
export const cpuSecondsOf = (match) => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (!match(stat, pid)) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / TICKS;
};

/** The local PostgreSQL server's processes (every backend and helper). */
export const postgresCpuSeconds = () => cpuSecondsOf((stat) => stat.includes(' (postgres) '));

/** This process's own CPU seconds (all its threads). */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
