// The figures of trucks and earth-moving machines as the vehicle dialog edits them: numbers '' and
// choices '' while not stated, and only the chosen category's sent (the others are not stated).
import {
  CATEGORY_FIELDS,
  type HeavyFigures,
  NO_HEAVY_FIGURES,
  type VehicleCategory,
  type VehicleInput,
} from '@nbt/validation';

type NumberFigure = {
  [K in keyof HeavyFigures]: HeavyFigures[K] extends number | null ? K : never;
}[keyof HeavyFigures];

/** The dialog's values of the figures. */
export type HeavyFormValues = { [K in keyof HeavyFigures]: K extends NumberFigure ? number | '' : string };

const FIGURES = Object.keys(NO_HEAVY_FIGURES) as (keyof HeavyFigures)[];

/** A vehicle's figures into the dialog: '' where none is stated. */
export function heavyFormValues(figures: HeavyFigures = NO_HEAVY_FIGURES): HeavyFormValues {
  return Object.fromEntries(FIGURES.map((field) => [field, figures[field] ?? ''])) as HeavyFormValues;
}

/** The dialog's figures into the API body: the category's own, '' as null; every other one null. */
export function heavyFormInput(values: HeavyFormValues, category: VehicleCategory): Partial<VehicleInput> {
  const own: readonly string[] = CATEGORY_FIELDS[category];
  return Object.fromEntries(
    FIGURES.map((field) => {
      const value = values[field];
      return [field, own.includes(field) && value !== '' ? value : null];
    }),
  ) as Partial<VehicleInput>;
}
