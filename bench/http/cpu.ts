import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of one /proc/<pid>/stat line, in seconds (100 clock ticks a second), all threads included. */
function cpuOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds used so far by the process `pid`; 0 once it has ended. */
export function processCpuSeconds(pid: number): number {
  try {
    return cpuOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every postgres process (a backend that ended meanwhile drops out). */
export function postgresCpuSeconds(): number {
  let seconds = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.includes('(postgres)')) seconds += cpuOfStat(stat);
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds;
}

/** Share of a core each of the server, PostgreSQL and this process (the load generator) used over a stretch of time. */
export function cpuMeter(serverPid: number) {
  const start = { server: processCpuSeconds(serverPid), postgres: postgresCpuSeconds(), self: process.cpuUsage(), at: performance.now() };
  return () => {
    const wall = (performance.now() - start.at) / 1000;
    const self = process.cpuUsage(start.self);
    const share = (s: number) => Math.round((s / wall) * 100);
    return {
      server: share(processCpuSeconds(serverPid) - start.server),
      postgres: share(postgresCpuSeconds() - start.postgres),
      generator: share((self.user + self.system) / 1e6),
    };
  };
}
