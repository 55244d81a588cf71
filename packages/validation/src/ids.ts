/** The largest id accepted: 16 digits, within the integers a double holds exactly. */
const ID_PATTERN = /^[0-9]{1,16}$/;

/**
 * A positive database id from a number or a numeric path or query segment, else undefined: the
 * same rule as `IdSchema`, without zod, for the web app's public routes.
 */
export function parseId(value: unknown): number | undefined {
  const id = typeof value === 'string' && ID_PATTERN.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
