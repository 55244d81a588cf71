import { normalizeIdentifier } from '@nbt/validation';

/** A vehicle a file's name may stand for: a plate or an id as written, and the photo's place. */
export interface NameKey {
  /** Upper case, without spaces, as plates are stored. */
  key: string;
  /** The number after the name ('AB123CD-2' is 2), 0 without one: the order of a vehicle's photos. */
  order: number;
}

/** A name and a number apart: 'AB123CD-2', 'AB123CD_3', 'AB123CD 4', '42-1'. */
const NUMBERED = /^(.+?)[\s_-]+(\d{1,4})$/;

/**
 * What a file's name may say about its vehicle, most literal first: the whole name without its
 * folders and extension ('Camion/AB 123 CD.jpg' is AB123CD), then the same without a trailing
 * number ('AB123CD-2.jpg' is AB123CD, photo 2). The whole name comes first because plates may
 * end in a hyphen and digits themselves.
 */
export function nameKeys(path: string): NameKey[] {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const keys: NameKey[] = [{ key: normalizeIdentifier(stem), order: 0 }];
  const numbered = NUMBERED.exec(stem);
  if (numbered) keys.push({ key: normalizeIdentifier(numbered[1]!), order: Number(numbered[2]) });
  return keys.filter(({ key }) => key.length > 0);
}

/** A key read as a vehicle's id: digits only, and a positive whole number. */
export function idOf(key: string): number | undefined {
  if (!/^\d+$/.test(key)) return undefined;
  const id = Number(key);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The fleet as names find it: plates (as keys) to vehicles, and the ids there are. */
export interface NameIndex {
  byPlate: Map<string, number[]>;
  ids: Set<number>;
}

export type NameMatch = { vehicleId: number; order: number } | 'UNKNOWN_VEHICLE' | 'AMBIGUOUS_NAME';

/**
 * The vehicle a file is named after: the first of its keys that names any vehicle decides, by plate
 * or by id; a key that names two (two vehicles with one plate, or a plate that is another's id) is
 * ambiguous rather than a guess.
 */
export function matchName(path: string, index: NameIndex): NameMatch {
  for (const { key, order } of nameKeys(path)) {
    const found = new Set(index.byPlate.get(key));
    const id = idOf(key);
    if (id !== undefined && index.ids.has(id)) found.add(id);
    if (found.size > 1) return 'AMBIGUOUS_NAME';
    const [vehicleId] = found;
    if (vehicleId !== undefined) return { vehicleId, order };
  }
  return 'UNKNOWN_VEHICLE';
}
