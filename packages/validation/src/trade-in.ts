import { z } from 'zod';

import { optionalText } from './common.js';
import { VehicleIdentityShape } from './vehicles.js';

// The car a buyer offers in part exchange with a request about a car for sale.

export const TRADE_IN_LIMITS = { note: 300 } as const;

/**
 * `tradeIn` of POST /api/contact: brand, model, year and kilometres checked as a vehicle's, and a
 * short note. Nothing else is taken: an unknown field is refused by name, not dropped unseen.
 */
export const TradeInInputSchema = z.strictObject({
  ...VehicleIdentityShape,
  note: optionalText(TRADE_IN_LIMITS.note),
});
export type TradeInInput = z.input<typeof TradeInInputSchema>;

const integer = () => z.number().meta({ type: 'integer' });

/**
 * The car offered in part exchange, as the back office reads it with the request. Written out
 * where used (no $ref): OpenAPI 3.0 cannot make a reference nullable.
 */
export const TradeInSchema = z.object({
  brand: z.string(),
  model: z.string(),
  year: integer(),
  kilometers: integer(),
  note: z.string().meta({ description: 'Empty when the visitor wrote none' }),
});
export type TradeIn = z.output<typeof TradeInSchema>;

/** A stored trade-in (JSON text) read back; null when there is none or it is not one. */
export function readTradeIn(json: string | null): TradeIn | null {
  if (json === null) return null;
  const parsed = TradeInSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
