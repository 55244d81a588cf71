import fc from 'fast-check';
import { describe, it } from 'vitest';

import { ON_POSTGRES } from '../../test-database.js';
import { oddText, encoding, encode, queryJunk, withQuery, read } from './values.js';
import { existingId } from './database.js';
import { REST_GETS } from './rules.js';
import { fuzzReads, useReadFuzz, expectUnchanged } from './runner.js';

const idSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: existingId.map(String) },
  { weight: 1, arbitrary: fc.constantFrom('999999', '0') },
  { weight: 4, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => encode(text, how)) },
);

const restUrl: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/api/health', '/api/auth/me', '/api/vehicles', '/api/company-info', '/api/docs/json'),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    weight: 6,
    arbitrary: fc.tuple(idSegment, queryJunk).map(([segment, query]) => withQuery(`/api/vehicles/${segment}`, query)),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          ...Array<string>(4).fill('/api/admin/users'),
          ...Array<string>(4).fill('/api/admin/access-logs'),
          ...Array<string>(4).fill('/api/admin/contact-requests'),
          '/api/admin/export',
          '/api/admin/export',
          '/api/admin/backup',
        ),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    // Write-only routes asked for with GET, and paths beside the real ones.
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          '/api/contact',
          '/api/auth/login',
          '/api/auth/logout',
          '/api/auth/create-admin',
          '/api/upload/vehicle-images',
          '/api/vehicles/1/sell',
          '/api/vehicles/1/buy-back',
          '/api/company-info/1',
          '/api/admin/users/1',
          '/api/admin/contact-requests/1',
          '/api/admin',
          '/api/admin/',
          '/api/admin/export/',
          '/api/admin//export',
          '/API/ADMIN/EXPORT',
          '/api/admin/export;.css',
          '/api/admin/%65xport',
          '/api/admin/export%00',
          '/api/vehicles/',
          '/api/vehicles//1',
          '/api/vehicles/1/',
          '/api',
          '/api/',
        ),
        queryJunk,
      )
      .map(([path, query]) => withQuery(path, query)),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom('/api/', '/api/admin/', '/api/docs/', '/api/docs/static/'), oddText, encoding)
      .map(([prefix, text, how]) => `${prefix}${encode(text, how)}`),
  },
);

/** Traversal attempts at the database file (one folder up), system files, and the swagger-ui folder. */

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)(
  'fuzzing every read with generated paths, queries, inputs and headers (fast-check)',
  () => {
    useReadFuzz('rest', { restGetRoutes: REST_GETS.length });

    it('REST GET routes: generated ids, query strings and sessions', async () => {
      await fuzzReads(read(restUrl), 600);
    }, 120_000);

    it('the database is what it was before the first read, and Object.prototype is untouched', expectUnchanged);
  },
);
