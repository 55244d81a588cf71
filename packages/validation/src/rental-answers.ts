import { z } from 'zod';

import { RENTAL_OPTION_PER } from './rental-quote.js';
import { LANGUAGE_CODES, type Language } from './site.js';
import { VEHICLE_CATEGORIES } from './vehicle-rules.js';

// The rental offer's answers, beside those of answers.ts and in the same way: REST serialises with
// them, tRPC checks with them, the OpenAPI document shows them.

const integer = () => z.number().meta({ type: 'integer' });
const id = z.int().positive();
const amount = (description: string) => integer().nullable().meta({ description });

/** A vehicle's lower daily price from a number of days on. */
export const PriceTierSchema = z
  .object({
    min_days: integer().positive().meta({ description: 'From this many rental days on' }),
    price_per_day: integer().nonnegative().meta({ description: 'The daily price then, in cents' }),
  })
  .meta({ id: 'PriceTier' });

/** The vehicle answers' tiers: empty when there are none or the price is hidden. */
export const PriceTiersAnswer = z.array(PriceTierSchema).meta({
  description:
    'Lower daily prices by length, from the fewest days: a rental is priced at the tier of the most days it ' +
    'reaches. Empty when there are none or when prices are hidden',
});

/** A text by language code: Italian always, the other languages where the office wrote them. */
export const LocalizedTextSchema = z
  .object({ it: z.string() })
  .catchall(z.string())
  .meta({
    id: 'LocalizedText',
    description: `By language code (${LANGUAGE_CODES.join(', ')}): \`it\` always, the others where written; a page shows the Italian one otherwise`,
  }) as z.ZodType<{ it: string } & Partial<Record<Exclude<Language, 'it'>, string>>>;

/** An option of the rental offer, as the catalogue answers it. */
export const RentalOptionSchema = z
  .object({
    id,
    name: LocalizedTextSchema,
    description: z.record(z.string(), z.string()).meta({ description: 'By language code, where written' }),
    price_cents: integer().nonnegative().meta({ description: 'In cents, per day or per rental (`per`)' }),
    per: z.enum(RENTAL_OPTION_PER),
    max_quantity: integer().positive().meta({ description: 'The most a rental may carry (3 child seats)' }),
    categories: z.array(z.enum(VEHICLE_CATEGORIES)).meta({ description: 'The vehicle categories it is offered for' }),
    active: z.boolean().meta({ description: 'Offered to visitors; an inactive option is kept for the office only' }),
    sort_order: integer(),
  })
  .meta({ id: 'RentalOption' });
export type RentalOption = z.output<typeof RentalOptionSchema>;

/** A priced rental, item by item: what POST /api/quote answers and what a request keeps. */
export const RentalQuoteSchema = z
  .object({
    days: integer().positive().meta({ description: 'The started 24-hour periods from pick-up to return' }),
    dailyCents: amount('The daily price applied: that of the longest tier reached; null when prices are hidden'),
    periodCents: amount('days × dailyCents; null when prices are hidden'),
    options: z.array(
      z.object({
        id,
        name: LocalizedTextSchema,
        quantity: integer().positive(),
        totalCents: amount('price × quantity (× days when charged per day); null when prices are hidden'),
      }),
    ),
    oneWayFeeCents: amount('Charged once when the car goes back to another office; null otherwise'),
    totalCents: amount('The whole rental in cents; null when prices are hidden'),
    depositEuros: amount('The deposit in whole euros; null when not stated or when prices are hidden'),
    kmIncluded: amount('Kilometres included over the whole rental; null when the vehicle states none'),
  })
  // Written out where it is used (no $ref): a request's quote is nullable, and OpenAPI 3.0 cannot make a reference so.
  .meta({ description: 'A priced rental, item by item; every amount null when the price is hidden' });
export type RentalQuoteAnswer = z.output<typeof RentalQuoteSchema>;
