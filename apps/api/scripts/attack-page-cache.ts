/**
 * Made-up URLs against the page cache, for scripts/attack.ts: 5,000 addresses that each could be
 * cached under its own key must not grow the server's memory without end.
 */
import { readFileSync } from 'node:fs';

import { type Record, via } from './attack-kit.js';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export async function attackPageCache(base: string, serverPid: number, record: Record) {
  const before = rssMb(serverPid);
  for (let n = 0; n < 5000; n += 50) {
    await Promise.all(
      Array.from({ length: 50 }, (_, k) => {
        const i = n + k;
        const paths = [
          `/veicoli/${100_000 + i}`,
          `/veicoli?tipo=${i}x&marca=${'m'.repeat(i % 200)}`,
          `/en/veicoli/${i}-made-up`,
          `/?q=${i}`,
          `/veicoli/${i}`,
        ];
        return fetch(`${base}${paths[i % paths.length]}`, {
          headers: via('203.0.113.24', { 'x-forwarded-host': `h${i}.example` }),
        }).then((r) => r.arrayBuffer());
      }),
    );
  }
  const after = rssMb(serverPid);
  const growth = after - before;
  record(
    '5,000 made-up URLs',
    'memory grows by less than 150 MB',
    `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    growth < 150,
  );
}
