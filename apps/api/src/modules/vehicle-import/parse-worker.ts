import { parentPort } from 'node:worker_threads';

import { ImportProblem, type WorkbookLimits } from './import-problem.js';
import { readWorkbookSheet } from './read-workbook.js';

/** One file to read, with the caps to read it within. */
export interface ParseJob {
  bytes: Uint8Array;
  sheet: string;
  limits: WorkbookLimits;
}

export type ParseAnswer =
  | { sheet: Awaited<ReturnType<typeof readWorkbookSheet>> }
  | { problem: Pick<ImportProblem, 'kind' | 'messageCode' | 'params'> };

// The import's reader, in a thread of its own with a heap of its own: whatever a file makes it do,
// the server's event loop and heap are not the ones it uses.
parentPort!.on('message', ({ bytes, sheet, limits }: ParseJob) => void answer(bytes, sheet, limits));

async function answer(bytes: Uint8Array, sheet: string, limits: WorkbookLimits): Promise<void> {
  let reply: ParseAnswer;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    reply = { sheet: await readWorkbookSheet(buffer, sheet, limits) };
  } catch (error) {
    // Anything else the reader throws (the XML parser's own errors among them) is a file it cannot read.
    const problem = error instanceof ImportProblem ? error : new ImportProblem('invalid', 'NOT_A_WORKBOOK');
    reply = { problem: { kind: problem.kind, messageCode: problem.messageCode, params: problem.params } };
  }
  parentPort!.postMessage(reply);
}
