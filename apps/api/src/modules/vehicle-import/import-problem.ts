import type { MessageCode, MessageParams } from '@nbt/validation';

/**
 * Why an uploaded workbook is refused, as plain data: the reader runs in a worker thread and posts
 * it back, where it becomes a 400 (`invalid`) or a 413 (`tooLarge`).
 */
export class ImportProblem extends Error {
  constructor(
    readonly kind: 'invalid' | 'tooLarge',
    readonly messageCode: MessageCode,
    readonly params?: MessageParams,
  ) {
    super(messageCode);
    this.name = 'ImportProblem';
  }
}

/** The caps the reader enforces, passed to the worker with each file. */
export interface WorkbookLimits {
  /** Entries of the zip. */
  entries: number;
  /** What all its entries declare, unzipped; also what the reader may inflate in all. */
  unzippedBytes: number;
  /** Data rows of the sheet (the headings' row comes on top). */
  rows: number;
  cells: number;
  sharedStrings: number;
  /** Characters of the shared and inline strings together. */
  textCharacters: number;
}

export const notAWorkbook = () => new ImportProblem('invalid', 'NOT_A_WORKBOOK');
export const inconsistentZip = () => new ImportProblem('invalid', 'WORKBOOK_INCONSISTENT');
export const tooLarge = (limits: WorkbookLimits) =>
  new ImportProblem('tooLarge', 'WORKBOOK_TOO_LARGE', { maximum: limits.unzippedBytes / (1024 * 1024) });
