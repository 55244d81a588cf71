import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import UNUSED_PALETTES from './unused-palettes.json';

const SRC = join(import.meta.dirname, '..');

/** Every source and stylesheet under src/, but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the palettes the build drops from Mantine (postcss.config.mjs, entry-server.tsx)', () => {
  it('are named nowhere on the site: a colour named here would have no variables', () => {
    const named = new RegExp(
      `(['"\`](?:${UNUSED_PALETTES.join('|')})['"\`]|--mantine-color-(?:${UNUSED_PALETTES.join('|')})-)`,
    );
    const offenders = sources(SRC)
      .filter((file) => named.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
