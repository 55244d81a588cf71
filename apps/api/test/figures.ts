import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The figures of the hardening tests (fuzz of writes and reads, uploads, brute force, cross-site
 * requests, prototype-polluting JSON, concurrency, crash, shutdown, backup): each test prints them,
 * and when NBT_FIGURES_DIR is set (scripts/hardening-report.ts sets it) also writes them as JSON
 * for the report's table.
 */
export type Figures = Record<string, number | string | boolean>;

export function reportFigures(check: string, figures: Figures): void {
  console.log(`[hardening] ${check}: ${JSON.stringify(figures)}`);
  const dir = process.env.NBT_FIGURES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${check}.json`), `${JSON.stringify({ check, ...figures }, null, 2)}\n`);
}

/**
 * Case counts are bounded for CI; NBT_HARDENING_SCALE (e.g. 5) multiplies them for a longer run.
 */
export function scaled(count: number): number {
  const scale = Number(process.env.NBT_HARDENING_SCALE ?? '1');
  return Math.max(1, Math.round(count * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}
