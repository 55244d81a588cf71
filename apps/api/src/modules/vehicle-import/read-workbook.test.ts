import { VEHICLE_IMPORT_LIMITS } from '@nbt/validation';
import { describe, expect, it } from 'vitest';

import { workbookZip, worksheetXml } from '../../../test/workbook-files.js';
import { cellsOf, partOfTarget, readWorkbookSheet } from './read-workbook.js';

const read = (file: Buffer) => readWorkbookSheet(file, 'Veicoli', VEHICLE_IMPORT_LIMITS);
const codeOf = (file: Buffer) =>
  read(file).then(
    () => 'read',
    (error: { messageCode?: string }) => error.messageCode,
  );

describe("the reader of the 'Veicoli' sheet", () => {
  it('resolves relationship targets as a spreadsheet program does', () => {
    expect(partOfTarget(' worksheets/sheet1.xml ')).toBe('xl/worksheets/sheet1.xml');
    expect(partOfTarget('/xl/worksheets/sheet1.xml')).toBe('xl/worksheets/sheet1.xml');
    expect(partOfTarget('./worksheets/../worksheets/sheet%201.xml')).toBe('xl/worksheets/sheet 1.xml');
    expect(partOfTarget('../../etc/passwd')).toBeUndefined();
  });

  it('refuses a DOCTYPE, with or without entities', async () => {
    const entity = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>';
    const plain = '<!DOCTYPE worksheet>';
    for (const doctype of [entity, plain]) {
      const file = workbookZip({
        sheets: { Veicoli: `${doctype}${worksheetXml('<row><c t="inlineStr"><is><t>&e;</t></is></c></row>')}` },
      });
      expect(await codeOf(file)).toBe('NOT_A_WORKBOOK');
    }
  });

  it('reads numbers, booleans, shared, inline and rich texts, and refuses formulas, errors and dates', async () => {
    const styles =
      '<styleSheet><numFmts><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="#,##0 &quot;€&quot;"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="14"/></cellXfs></styleSheet>';
    const row =
      '<row r="2"><c r="A2"><v>45000</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="inlineStr"><is><r><t>Pan</t></r><r><t>da</t></r></is></c>' +
      '<c r="D2" t="b"><v>1</v></c><c r="E2"><f>1+1</f><v>2</v></c><c r="F2" t="e"><v>#N/A</v></c><c r="G2" s="1"><v>45000</v></c>' +
      '<c r="H2" s="2"><v>52900</v></c><c r="I2" s="3"><v>1</v></c><c r="J2"/></row>';
    const sheet = await read(
      workbookZip({
        sheets: { Veicoli: worksheetXml(`<row r="1"><c t="s"><v>0</v></c></row>${row}`) },
        sharedStrings: '<sst><si><t>ID</t></si><si><r><t>Fi</t></r><r><t>at</t></r><rPh><t>ふ</t></rPh></si></sst>',
        styles,
      }),
    );
    expect(sheet.rows).toEqual([1, 2]);
    expect([...cellsOf(sheet, 1)]).toEqual([
      [1, { value: 45000 }],
      [2, { value: 'Fiat' }],
      [3, { value: 'Panda' }],
      [4, { value: true }],
      [5, { refused: 'IMPORT_FORMULA' }],
      [6, { refused: 'IMPORT_CELL_ERROR' }],
      [7, { refused: 'IMPORT_NOT_TEXT' }],
      [8, { value: 52900 }],
      [9, { refused: 'IMPORT_NOT_TEXT' }],
    ]);
  });
});
