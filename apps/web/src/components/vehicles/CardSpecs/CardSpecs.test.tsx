import type { Vehicle } from '@nbt/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../test';
import { makeVehicle } from '../../../../test/fixtures';
import { CardSpecs } from './CardSpecs';

/** A card's facts: each item's text. */
function facts(vehicle: Vehicle) {
  render(<CardSpecs vehicle={vehicle} />);
  const list = screen.getByRole('list', { name: 'Caratteristiche principali' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('CardSpecs', () => {
  it("shows a car's year, kilometres and fuel", () => {
    expect(facts(makeVehicle({ year: 2022, kilometers: 12_500, fuel_type: 'benzina' }))).toEqual([
      '2022',
      '12.500 km',
      'Benzina',
    ]);
  });

  it("shows a machine's type, engine hours and operating weight, not its kilometres or fuel", () => {
    const machine = makeVehicle({
      vehicle_category: 'movimento_terra',
      year: 2019,
      kilometers: 0,
      fuel_type: 'diesel',
      machine_type: 'escavatore',
      engine_hours: 4_250,
      operating_weight_kg: 21_500,
    });
    expect(facts(machine)).toEqual(['2019', 'Escavatore', '4.250 h', '21,5 t']);
  });

  it("shows a truck's kilometres, payload and axles, as a haulier reads them", () => {
    const truck = makeVehicle({
      vehicle_category: 'camion',
      year: 2020,
      kilometers: 480_000,
      payload_kg: 13_000,
      axles: 3,
    });
    expect(facts(truck)).toEqual(['2020', '480.000 km', '13 t', '3 assi']);
  });

  it('shows the fuel of a truck that states neither payload nor axles', () => {
    const truck = makeVehicle({ vehicle_category: 'camion', year: 2020, kilometers: 1_000, fuel_type: 'diesel' });
    expect(facts(truck)).toEqual(['2020', '1.000 km', 'Diesel']);
  });
});
