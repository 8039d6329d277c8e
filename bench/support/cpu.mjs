// CPU time of processes on this machine, from /proc (Linux): what a bench's figure cost the cores, beside its wall time.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100; // USER_HZ on Linux

/**
 * Every process now: its pid, the text of /proc/<pid>/stat (whose second field is the command name in
 * parentheses), its command line when `withCommand`, the CPU seconds (user + system) it used so far (`own`), and
 * those of its children that ended (`children`: the parent's cutime and cstime).
 */
export const processCpu = ({ withCommand = false } = {}) => {
  const found = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let stat;
    let command = '';
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (withCommand) command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    found.push({ pid: Number(pid), stat, command, own: (fields[11] + fields[12]) / TICKS, children: (fields[13] + fields[14]) / TICKS });
  }
  return found;
};

/**
 * Seconds of CPU used so far by the processes `match(stat, pid)` accepts, with their children that ended
 * (PostgreSQL's postmaster holds its closed connections' backends there, so the sum only grows). Processes that
 * ended whose parent is not matched are not counted.
 */
export const cpuSecondsOf = (match) =>
  processCpu()
    .filter((p) => match(p.stat, String(p.pid)))
    .reduce((sum, p) => sum + p.own + p.children, 0);

/** The local PostgreSQL server's processes (every backend and helper). */
export const postgresCpuSeconds = () => cpuSecondsOf((stat) => stat.includes(' (postgres) '));

/** This process's own CPU seconds (all its threads). */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
