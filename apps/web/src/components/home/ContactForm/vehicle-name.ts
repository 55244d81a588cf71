import type { Vehicle } from '@nbt/validation';

/** How the form and the e-mail draft name the vehicle. */
export function vehicleName({ brand, model, year }: Pick<Vehicle, 'brand' | 'model' | 'year'>): string {
  return `${brand} ${model} (${year})`;
}
