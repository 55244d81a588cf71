import type { VehiclePhotoZipLine, VehiclePhotoZipPlan } from '@nbt/validation';

import { HttpError } from '../../../../lib/api-error';

export const PHOTO_ZIP_URL = '/api/admin/import/vehicle-photos';

async function post(file: File, dryRun: boolean): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${PHOTO_ZIP_URL}${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      body,
      credentials: 'include',
    });
  } catch {
    throw new HttpError(0, undefined);
  }
  if (!response.ok) throw new HttpError(response.status, await response.json().catch(() => undefined));
  return response;
}

/** What the zip would add to each vehicle and every file it leaves out: nothing is written. */
export async function previewPhotoZip(file: File): Promise<VehiclePhotoZipPlan> {
  return (await post(file, true)).json() as Promise<VehiclePhotoZipPlan>;
}

/**
 * Applies the zip, handing over each line of the answer as the server writes it (the plan, each
 * vehicle once done, the end). Answers false when the answer ended before its last line: the
 * connection dropped, and the server carries on without us.
 */
export async function applyPhotoZip(file: File, onLine: (line: VehiclePhotoZipLine) => void): Promise<boolean> {
  const response = await post(file, false);
  if (!response.body) return false;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let ended = false;
  const take = (text: string) => {
    const line = JSON.parse(text) as VehiclePhotoZipLine;
    if (line.kind === 'done') ended = true;
    onLine(line);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const text of lines) if (text.trim()) take(text);
      if (done) break;
    }
  } catch {
    return false;
  }
  if (pending.trim()) take(pending);
  return ended;
}
