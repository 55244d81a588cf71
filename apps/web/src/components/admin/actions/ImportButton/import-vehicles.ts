import type { VehicleImportResult } from '@nbt/validation';

import { HttpError } from '../../../../lib/api-error';

export const IMPORT_URL = '/api/admin/import/vehicles';

/** What an import answered: what it does (or would do), refused or not. */
export interface ImportAnswer {
  result: VehicleImportResult;
  /** Applying was refused: nothing was written. */
  refused: boolean;
}

function isResult(body: unknown): body is VehicleImportResult {
  const value = body as Partial<VehicleImportResult> | null;
  return typeof value?.create === 'number' && Array.isArray(value.update) && Array.isArray(value.errors);
}

/**
 * POST /api/admin/import/vehicles with the file as its 'file' part: a preview with `dryRun`, the
 * real import without. A refused import (400 with its rows) is an answer to show, not a failure.
 */
export async function importVehicles(file: File, dryRun: boolean): Promise<ImportAnswer> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${IMPORT_URL}${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      body,
      credentials: 'include',
    });
  } catch {
    throw new HttpError(0, undefined);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok && isResult(json)) return { result: json, refused: false };
  if (response.status === 400 && isResult(json)) return { result: json, refused: true };
  throw new HttpError(response.status, json);
}
