import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ON_POSTGRES } from '../../test-database.js';
import { cookies, oddText, encoding, encode, queryJunk, withQuery, read } from './values.js';
import { t, uploadFiles, writeCount, lastLogId, logActionsAfter } from './database.js';
import { AUDIT_ACTIONS } from './rules.js';
import { figures, counted, fuzzReads, plan, useReadFuzz, expectUnchanged } from './runner.js';

const TRAVERSALS = [
  '../nbt.db',
  '..%2fnbt.db',
  '..%2Fnbt.db',
  '%2e%2e%2fnbt.db',
  '%2e%2e/nbt.db',
  '.%2e/nbt.db',
  '..%5cnbt.db',
  '..\\nbt.db',
  '%252e%252e%252fnbt.db',
  '....//nbt.db',
  '..;/nbt.db',
  '%c0%ae%c0%ae/nbt.db',
  '..%c0%afnbt.db',
  'nbt.db%00.jpg',
  '..%00/nbt.db',
  '../../../../../../etc/passwd',
  '..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '%2fetc%2fpasswd',
  '/etc/passwd',
  'file:///etc/passwd',
  'C:\\Windows\\win.ini',
  '\\\\server\\share',
  '.',
  '..',
  '%2e',
  '.hidden',
  '.%2e',
];

const uploadUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.nat().map((n) => [...uploadFiles.keys()][n % uploadFiles.size]!) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.nat(), fc.constantFrom('', '/', '%00', '%2500', '.', '~', '::$DATA', '%20'), fc.boolean())
          .map(([n, suffix, upper]) => {
            const name = [...uploadFiles.keys()][n % uploadFiles.size]!;
            return `${upper ? name.toUpperCase() : name}${suffix}`;
          }),
      },
      { weight: 4, arbitrary: fc.constantFrom(...TRAVERSALS) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => encode(text, how)) },
    ),
    fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryJunk }),
  )
  .map(([segment, query]) => withQuery(`/uploads/${segment}`, query));

// ---- Raw request lines --------------------------------------------------------------------------

/**
 * A GET as bytes on a socket: the path goes out exactly as written, `..` and all, which
 * app.inject (a URL parser) would have tidied up first.
 */
function rawGet(port: number, path: string, cookie: string | undefined) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'GET', headers: cookie ? { cookie } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)(
  'fuzzing every read with generated paths, queries, inputs and headers (fast-check)',
  () => {
    useReadFuzz('uploads');

    it('uploaded photos: existing names, traversal attempts, junk names, Range and conditional headers', async () => {
      await fuzzReads(read(uploadUrl), 200);
    }, 60_000);

    it('raw request lines over a socket: traversal never reaches a file outside its folder, nor an admin route', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const database = readFileSync(t.config.databaseFile).subarray(0, 16);
      const rawPath = fc
        .tuple(
          fc.constantFrom(
            '/uploads/',
            '/uploads/x/',
            '/api/docs/static/',
            '/api/vehicles/',
            '/api/trpc/',
            '/',
            '/veicoli/',
          ),
          fc.array(fc.constantFrom('../', '%2e%2e/', '.%2e/', '..%2f', '..%5c', '..\\', '....//', '%252e%252e%252f'), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.constantFrom('nbt.db', 'etc/passwd', 'package.json', 'api/admin/export', 'admin/backup', 'uploads'),
          fc.constantFrom<'anonymous' | 'admin'>('anonymous', 'anonymous', 'admin'),
        )
        .map(([prefix, ups, target, who]) => ({
          path: `${prefix}${ups.join('')}${target}`,
          who,
        }));
      await fc.assert(
        fc.asyncProperty(rawPath, async ({ path, who }) => {
          const writesBefore = writeCount();
          const logBefore = lastLogId();
          const response = await rawGet(port, path, who === 'admin' ? cookies.get('admin') : undefined);
          figures.rawSocketCases++;
          counted(response.status, 'raw request lines');
          const context = `GET ${path} as ${who} → ${response.status} ${response.body.subarray(0, 200).toString()}`;
          expect(response.status, context).toBeLessThan(500);
          const leak =
            response.body.includes(database) || /root:.*:0:0:/.test(response.body.toString('latin1'))
              ? 'a file outside its folder'
              : who === 'anonymous' && response.status < 300 && response.body.subarray(0, 2).toString() === 'PK'
                ? 'the export, anonymously'
                : undefined;
          if (leak) figures.leaks++;
          expect(leak, context).toBeUndefined();
          expect(writeCount(), context).toBe(writesBefore);
          expect(
            logActionsAfter(logBefore).filter((action) => !AUDIT_ACTIONS.has(action)),
            context,
          ).toEqual([]);
        }),
        { numRuns: plan(80) },
      );
    }, 60_000);

    it('the database is what it was before the first read, and Object.prototype is untouched', expectUnchanged);
  },
);
