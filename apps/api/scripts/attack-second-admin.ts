/**
 * A second administrator against the first, for scripts/attack.ts: renaming user 1 or setting its
 * password, reading the access log, and finding it in the Excel export.
 */
import XLSX from 'sheetjs-style';

import { json, postJson, type Record, signIn, via } from './attack-kit.js';

const SECOND = { username: 'secondo', password: 'Secondo-Pass-123' };

export async function attackSecondAdmin(base: string, ownerCookies: string, record: Record) {
  await postJson(base, '/api/admin/users', SECOND, via('203.0.113.20', { cookie: ownerCookies }));
  const second = await signIn(base, SECOND, '203.0.113.22');
  const asSecond = via('203.0.113.22', { cookie: second });
  const renamed = await fetch(`${base}/api/admin/users/1`, {
    method: 'PUT',
    headers: { ...json, ...asSecond },
    body: JSON.stringify({ username: 'preso', password: 'Preso-Pass-1234' }),
  });
  record('Second admin renames user 1 / sets its password', '403', `HTTP ${renamed.status}`, renamed.status === 403);
  const log = await fetch(`${base}/api/admin/access-logs`, { headers: asSecond });
  record('Second admin reads the access log', '403', `HTTP ${log.status}`, log.status === 403);
  const exported = await fetch(`${base}/api/admin/export`, { headers: asSecond });
  // Our own export, read back to list its sheets: never a file from outside.
  // eslint-disable-next-line no-restricted-syntax -- the file is the server's own export
  const sheets = XLSX.read(Buffer.from(await exported.arrayBuffer()), { type: 'buffer' }).SheetNames;
  record(
    'Second admin exports to Excel',
    'no access-log sheet',
    sheets.join(', '),
    exported.status === 200 && !sheets.includes('Log accessi'),
  );
}
