/**
 * The hostile workbooks against the Excel import, for scripts/attack.ts: the four uploads that ran
 * the server out of memory when a spreadsheet library read the whole workbook (see
 * test/workbook-files.ts), sent together while /api/health is asked every 50 ms.
 */
import { hostileWorkbooks } from '../test/workbook-files.js';

type Record = (attack: string, bar: string, seen: string, held: boolean) => void;

const CLIENT = '203.0.113.60';
const EXPECTED = {
  hiddenEntry: { what: 'a 300 MB entry the end record does not count', status: 400, dryRun: true },
  spacedTarget: { what: 'a sheet target starting with a space, 1,000,000 cells', status: 413, dryRun: true },
  secondSheet: { what: 'a second sheet of 100,000 rows', status: 400, dryRun: false },
  manyCells: { what: '1.45 million cells within the byte caps', status: 413, dryRun: true },
} as const;

export async function attackImport(base: string, admin: { username: string; password: string }, record: Record) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify(admin),
  });
  if (login.status !== 200) throw new Error(`login for the import attack: HTTP ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const files = await hostileWorkbooks();

  let done = false;
  const health: number[] = [];
  const probe = (async () => {
    while (!done) {
      const answer = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
      health.push(answer?.status ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const answers = await Promise.all(
    (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).map(async (name) => {
      const body = new FormData();
      body.append('file', new Blob([files[name]]), 'veicoli.xlsx');
      const answer = await fetch(`${base}/api/admin/import/vehicles${EXPECTED[name].dryRun ? '?dryRun=true' : ''}`, {
        method: 'POST',
        body,
        headers: { cookie, 'x-forwarded-for': CLIENT },
      }).catch(() => undefined);
      const { messageCode } = ((await answer?.json().catch(() => ({}))) ?? {}) as { messageCode?: string };
      return { name, status: answer?.status ?? 0, messageCode };
    }),
  );
  done = true;
  await probe;
  for (const { name, status, messageCode } of answers) {
    record(
      `Import: ${EXPECTED[name].what}`,
      `HTTP ${EXPECTED[name].status}`,
      `HTTP ${status} ${messageCode ?? ''}`,
      status === EXPECTED[name].status,
    );
  }
  const after = await fetch(`${base}/api/health`).catch(() => undefined);
  const healthy = health.length > 0 && health.every((status) => status === 200) && after?.status === 200;
  record(
    'Import: /api/health during the four uploads',
    'always 200',
    `${health.length} answers, ${[...new Set(health)].join('/')}`,
    healthy,
  );
}
