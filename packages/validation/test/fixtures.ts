// Builders the schema tests share: a probe that parses a body and reads the messages per field, and
// valid inputs to vary one field at a time. Only test files import this module.
import type { z } from 'zod';

import { toFieldIssues } from '../src/common.js';
import { IMAGE_FIELDS } from '../src/index.js';

/** Parses bodies with `schema`: the accepted data, or the messages reported at one field path. */
export function schemaProbe<S extends z.ZodType>(schema: S) {
  const parse = (input: unknown) => schema.safeParse(input);
  return {
    parse,
    /** The parsed data; throws with the issues when the body is refused. */
    expectAccepted(input: unknown): z.output<S> {
      const result = parse(input);
      if (!result.success) throw new Error(`expected a valid body, got ${JSON.stringify(result.error.issues)}`);
      return result.data;
    },
    /** The messages reported at `path` (e.g. 'brand', 'features.0'); empty when the body is accepted. */
    messagesAt(input: unknown, path: string): string[] {
      const result = parse(input);
      if (result.success) return [];
      return toFieldIssues(result.error)
        .filter((issue) => issue.path === path)
        .map((issue) => issue.message);
    },
  };
}

/** A valid address of exactly `length` characters. */
export function emailOfLength(length: number): string {
  const domain = '@example.it';
  return 'a'.repeat(length - domain.length) + domain;
}

export const noImages = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, null])) as Record<
  (typeof IMAGE_FIELDS)[number],
  null
>;

/** The smallest vehicle body the API accepts: the required fields plus a rental price. */
export const minimalVehicle = {
  brand: 'Fiat',
  model: 'Panda',
  year: 2020,
  kilometers: 15000,
  fuel_regulation: 'Euro 6',
  doors: 5,
  seats: 5,
  color: 'bianco',
  price_per_day: 4500,
};
