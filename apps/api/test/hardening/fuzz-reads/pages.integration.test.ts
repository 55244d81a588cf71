import fc from 'fast-check';
import { describe, it } from 'vitest';

import { ON_POSTGRES } from '../../test-database.js';
import { oddText, encoding, encode, queryJunk, withQuery, read } from './values.js';
import { existingId } from './database.js';
import { fuzzReads, useReadFuzz, expectUnchanged } from './runner.js';

const pageUrl: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '/',
          '/veicoli',
          '/veicoli/',
          '/servizi-flotta',
          '/privacy-policy',
          '/cookie-policy',
          '/admin',
          '/admin/login',
          '/admin/veicoli',
          '/sitemap.xml',
          '/robots.txt',
          '/index.html',
          '/uploads',
          '/favicon.ico',
          '/assets/index-abc.js',
        ),
      },
      { weight: 2, arbitrary: existingId.map((id) => `/veicoli/${id}`) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => `/veicoli/${encode(text, how)}`) },
      { weight: 2, arbitrary: fc.tuple(oddText, encoding).map(([text, how]) => `/${encode(text, how)}`) },
    ),
    fc.oneof(
      { weight: 2, arbitrary: queryJunk },
      { weight: 1, arbitrary: oddText.map((text) => `lang=${encode(text, 'encoded')}`) },
    ),
  )
  .map(([path, query]) => withQuery(path, query));

// Reads and fills the SQLite file itself: SQLite only.
describe.skipIf(ON_POSTGRES)(
  'fuzzing every read with generated paths, queries, inputs and headers (fast-check)',
  () => {
    useReadFuzz('pages');

    it('pages, the sitemap and robots.txt: generated paths and languages', async () => {
      await fuzzReads(read(pageUrl), 200);
    }, 60_000);

    it('the database is what it was before the first read, and Object.prototype is untouched', expectUnchanged);
  },
);
