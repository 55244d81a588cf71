import { z } from 'zod';

// What the back office's own tools answer (the access log, the Excel import's preview), beside the
// answers of answers.ts and in the same way: REST serialises with them, the OpenAPI document shows them.

const isoDateTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const id = z.int().positive();
const integer = () => z.number().meta({ type: 'integer' });

/** One line of the access log. */
export const AccessLogEntrySchema = z
  .object({
    timestamp: isoDateTime,
    action: z.string().meta({ description: 'e.g. LOGIN_SUCCESS, LOGIN_FAILED, VEHICLE_CREATED' }),
    details: z.string().nullable(),
    username: z.string().nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AccessLogEntry' });
export type AccessLogEntry = z.output<typeof AccessLogEntrySchema>;

/** A field's value before and after an import, as the API holds it (prices in cents, features a list). */
const importValue = z.unknown().meta({ description: 'A text, number, yes/no, list of texts or null' });

/**
 * What an Excel import would do, or did: how many vehicles it creates, the changes to existing
 * ones field by field, and the rows it refuses (row as the spreadsheet numbers it, column by its heading).
 */
export const VehicleImportResultSchema = z
  .object({
    create: integer().nonnegative().meta({ description: 'Rows without an id: vehicles created' }),
    update: z
      .array(
        z.object({
          id,
          changes: z.record(z.string(), z.array(importValue).length(2)).meta({
            description:
              'By the API field name, a translated text by its path (`translations.en.description`): ' +
              '[value now, value in the file]; a text not written in a language is empty',
          }),
        }),
      )
      .meta({
        description: 'Rows with an id whose values differ from the vehicle; rows that change nothing are left out',
      }),
    errors: z.array(
      z.object({
        row: integer().positive().meta({ description: "The spreadsheet's row number (the headings are row 1)" }),
        column: z.string().meta({ description: "The column's heading; empty when the whole row is at fault" }),
        message: z.string().meta({ description: 'Why, in Italian' }),
      }),
    ),
  })
  .meta({ id: 'VehicleImportResult' });
export type VehicleImportResult = z.output<typeof VehicleImportResultSchema>;
export type VehicleImportError = VehicleImportResult['errors'][number];
