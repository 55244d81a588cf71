import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import { AppError } from '../../errors.js';
import type { WorkbookLimits } from './import-problem.js';
import type { ParseAnswer, ParseJob } from './parse-worker.js';
import type { RawSheet } from './read-workbook.js';

export interface ParserOptions {
  /** The worker's heap: a file that needs more is refused, the server's own heap untouched. */
  heapMb: number;
  /** How long one file may take to read. */
  timeoutMs: number;
  /** Files that may wait while one is read; one more is answered 429. */
  waiting: number;
  /** How long an idle worker is kept for the next file. */
  idleMs: number;
}

/** Seconds an administrator is asked to wait when the reader is taken: one file takes a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 5;

const tooComplex = (cause?: unknown) => new AppError('PAYLOAD_TOO_LARGE', 'IMPORT_TOO_COMPLEX', { cause });

/**
 * The worker's code. Built, it is the bundle's `vehicle-import-worker.js` beside this module's
 * chunk (tsup.config.ts makes it an entry); from the TypeScript sources (vitest, tsx) it is
 * parse-worker.ts, loaded through tsx's loader registered in the worker itself.
 */
function startWorker(heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb }, execArgv: [] };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./vehicle-import-worker.js', import.meta.url), options);
  const require = createRequire(import.meta.url);
  const tsxManifest = require.resolve('tsx/package.json');
  const exports = (
    JSON.parse(readFileSync(tsxManifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }
  ).exports;
  const tsxApi = pathToFileURL(join(dirname(tsxManifest), exports['./esm/api']!.import.default)).href;
  const worker = new URL('./parse-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(code, { ...options, eval: true });
}

/**
 * Reads uploaded workbooks in one worker thread, one file at a time: the others wait in a short
 * queue, and past it are answered 429, so that no one can start dozens of readers at once. A file
 * that fills the worker's heap or takes too long ends that worker (a new one reads the next file)
 * and is answered 413; the server goes on serving throughout.
 */
export class WorkbookParser {
  private worker: Worker | undefined;
  private idle: NodeJS.Timeout | undefined;
  private reading = false;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly options: ParserOptions) {}

  async parse(bytes: Uint8Array, sheet: string, limits: WorkbookLimits): Promise<RawSheet> {
    if (this.reading) {
      if (this.queue.length >= this.options.waiting) {
        throw new AppError('TOO_MANY_REQUESTS', 'IMPORT_BUSY', {
          params: { retryAfter: BUSY_RETRY_AFTER_SECONDS },
          retryAfter: BUSY_RETRY_AFTER_SECONDS,
        });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    this.reading = true;
    try {
      return await this.run(bytes, sheet, limits);
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.reading = false;
    }
  }

  /** Ends the worker, if one runs. */
  async close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(bytes: Uint8Array, sheet: string, limits: WorkbookLimits): Promise<RawSheet> {
    clearTimeout(this.idle);
    const worker = (this.worker ??= startWorker(this.options.heapMb));
    // An idle worker does not keep the process alive.
    worker.unref();
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const discard = () => {
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        settle();
        discard();
        reject(tooComplex());
      }, this.options.timeoutMs);
      const onMessage = (answer: ParseAnswer) => {
        settle();
        this.idle = setTimeout(() => void this.close(), this.options.idleMs).unref();
        if ('sheet' in answer) return resolve(answer.sheet);
        const { kind, messageCode, params } = answer.problem;
        reject(new AppError(kind === 'tooLarge' ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT', messageCode, { params }));
      };
      const onError = (error: Error & { code?: string }) => {
        settle();
        discard();
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex(error) : error);
      };
      const onExit = (code: number) => {
        settle();
        discard();
        reject(new Error(`The workbook reader exited with code ${code}`));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy of its own, handed over: the upload's buffer may be a slice of a shared pool.
      const copy = new Uint8Array(bytes);
      const job: ParseJob = { bytes: copy, sheet, limits };
      worker.postMessage(job, [copy.buffer]);
    });
  }
}

/** The server's reader: a heap far below the server's 512 MB, and a few seconds per file. */
export const workbookParser = new WorkbookParser({ heapMb: 96, timeoutMs: 15_000, waiting: 4, idleMs: 60_000 });
