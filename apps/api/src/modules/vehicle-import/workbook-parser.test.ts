import { VEHICLE_IMPORT_LIMITS } from '@nbt/validation';
import { afterEach, describe, expect, it } from 'vitest';

import { bareWorkbook, workbookZip, worksheetXml } from '../../../test/workbook-files.js';
import { type ParserOptions, WorkbookParser } from './workbook-parser.js';

/** A sheet within every cap that still takes a heap: 300,000 cells of distinct inline texts. */
function textHeavyWorkbook(): Buffer {
  const cell = (r: number, c: number) => `<c t="inlineStr"><is><t>${`${r}-${c} `.padEnd(40, 'x')}</t></is></c>`;
  const rows = Array.from(
    { length: 5000 },
    (_, r) => `<row>${Array.from({ length: 60 }, (_, c) => cell(r, c)).join('')}</row>`,
  );
  return workbookZip({ sheets: { Veicoli: worksheetXml(rows.join('')) } });
}

describe('the worker that reads uploaded workbooks', () => {
  let parser: WorkbookParser | undefined;
  const start = (options: Partial<ParserOptions>) =>
    (parser = new WorkbookParser({ heapMb: 96, timeoutMs: 30_000, waiting: 4, idleMs: 1000, ...options }));
  afterEach(() => parser?.close());
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'read',
      (error: { status?: number; messageCode?: string }) => `${error.status} ${error.messageCode}`,
    );

  it('reads a sheet from the TypeScript sources, and answers 413 when a file fills its heap, then reads the next', async () => {
    const small = bareWorkbook(3);
    const heavy = textHeavyWorkbook();
    const generous = start({});
    expect((await generous.parse(heavy, 'Veicoli', VEHICLE_IMPORT_LIMITS)).rows.length).toBe(5000);
    await generous.close();

    const tight = start({ heapMb: 24 });
    expect((await tight.parse(small, 'Veicoli', VEHICLE_IMPORT_LIMITS)).rows).toHaveLength(3);
    expect(await code(tight.parse(heavy, 'Veicoli', VEHICLE_IMPORT_LIMITS))).toBe('413 IMPORT_TOO_COMPLEX');
    // A new worker takes the next file.
    expect((await tight.parse(small, 'Veicoli', VEHICLE_IMPORT_LIMITS)).rows).toHaveLength(3);
  }, 60_000);

  it('answers 413 to a file that takes longer than its time', async () => {
    const hurried = start({ timeoutMs: 50 });
    expect(await code(hurried.parse(textHeavyWorkbook(), 'Veicoli', VEHICLE_IMPORT_LIMITS))).toBe(
      '413 IMPORT_TOO_COMPLEX',
    );
  });

  it('reads one file at a time: the next ones wait in a short queue, one more is answered 429', async () => {
    const queued = start({ waiting: 1 });
    const file = bareWorkbook(2000);
    const answers = await Promise.all([1, 2, 3].map(() => code(queued.parse(file, 'Veicoli', VEHICLE_IMPORT_LIMITS))));
    expect(answers.sort()).toEqual(['429 IMPORT_BUSY', 'read', 'read']);
  });
});
