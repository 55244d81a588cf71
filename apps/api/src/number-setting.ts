import { z } from 'zod';

/**
 * A number in [min, max] written in decimal digits. Not `z.coerce.number()`: that reads an empty
 * value as 0 (PORT= listened on a random port) and takes '0x10' or '1e3' as numbers.
 */
export function numberBetween(min: number, max: number, { integer = true } = {}) {
  const error = `${integer ? 'a whole number' : 'a number'} from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(integer ? /^\d+$/ : /^\d+(\.\d+)?$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
}
