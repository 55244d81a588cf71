import { parseId } from '@nbt/validation';
import { COMPARE_MAX } from '../../../lib/saved-vehicles';

/** What the compare page makes of `?ids=`: the vehicles to show and what it leaves out, and why. */
export interface CompareIds {
  /** At most three distinct ids, in the address's order. */
  ids: number[];
  /** Words that are not a vehicle's number ('abc', '-1', '1.5'). */
  invalid: string[];
  /** Ids past the third. */
  extra: number[];
}

export function compareIds(search: string | undefined): CompareIds {
  const out: CompareIds = { ids: [], invalid: [], extra: [] };
  // Empty words (',,') are no one's; past ten words, the rest of a long address is not read.
  const words = (search ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 10);
  for (const word of words) {
    const id = parseId(word);
    if (id === undefined) out.invalid.push(word);
    else if (out.ids.includes(id) || out.extra.includes(id)) continue;
    else if (out.ids.length < COMPARE_MAX) out.ids.push(id);
    else out.extra.push(id);
  }
  return out;
}
