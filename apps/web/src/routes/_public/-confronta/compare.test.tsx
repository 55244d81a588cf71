import type { Vehicle } from '@nbt/validation';
import { describe, expect, it, vi } from 'vitest';
import { HIDDEN_PRICE, makeVehicle } from '../../../../test/fixtures';
import { fireEvent, notFoundAnswer, renderRoute, screen, within } from '../../../../test';
import { i18n } from '../../../lib/i18n';
import { readKey } from '../../../lib/public-data';
import { compareIds } from './compare-ids';
import { compareRows } from './compare-rows';

/** The answers a comparison page reads: each vehicle by id. */
function seedOf(vehicles: Vehicle[]): Record<string, unknown> {
  return Object.fromEntries(vehicles.map((vehicle) => [readKey('vehicles.byId', { id: vehicle.id }), vehicle]));
}

describe('compareIds', () => {
  it('keeps three distinct ids in order and names what it leaves out', () => {
    expect(compareIds('4,abc,4,12,-1,7,9,1.5,3')).toEqual({
      ids: [4, 12, 7],
      invalid: ['abc', '-1', '1.5'],
      extra: [9, 3],
    });
    expect(compareIds(undefined)).toEqual({ ids: [], invalid: [], extra: [] });
  });
});

describe('compareRows', () => {
  it('leaves out what no vehicle states and marks what differs, an unstated value included', () => {
    const a = makeVehicle({ year: 2021, first_registration: '2021-03', previous_owners: null, co2_g_km: null });
    const b = makeVehicle({ year: 2021, first_registration: null, previous_owners: null, co2_g_km: null });
    const rows = compareRows([a, b], i18n, 'it');
    const row = (key: string) => rows.find((each) => each.key === key);
    expect(row('owners')).toBeUndefined();
    expect(row('co2')).toBeUndefined();
    expect(row('year')).toMatchObject({ values: [{ text: '2021' }, { text: '2021' }], differs: false });
    expect(row('registration')).toMatchObject({ values: [{ text: 'marzo 2021' }, null], differs: true });
  });

  it("shows a truck's and a machine's figures beside a car, and no line none of them states", () => {
    const car = makeVehicle({ kilometers: 20_000 });
    const truck = makeVehicle({
      vehicle_category: 'camion',
      kilometers: 480_000,
      payload_kg: 13_000,
      gross_weight_kg: 26_000,
      axles: 3,
      cab: 'Globetrotter XL',
    });
    const machine = makeVehicle({
      vehicle_category: 'movimento_terra',
      kilometers: 0,
      machine_type: 'escavatore',
      operating_weight_kg: 21_500,
      engine_hours: 4_250,
      max_digging_depth_mm: 6_700,
      bucket_capacity_l: 1_200,
    });
    const rows = compareRows([car, truck, machine], i18n, 'it');
    const values = (key: string) => rows.find((each) => each.key === key)?.values.map((value) => value?.text ?? null);
    expect(values('km')).toEqual(['20.000 km', '480.000 km', null]);
    expect(values('hours')).toEqual([null, null, '4.250 h']);
    expect(values('payload')).toEqual([null, '13 t', null]);
    expect(values('gross')).toEqual([null, '26 t', null]);
    expect(values('axles')).toEqual([null, '3', null]);
    expect(rows.find((each) => each.key === 'cab')?.values[1]).toEqual({ text: 'Globetrotter XL', lang: 'it' });
    expect(values('type')).toEqual([null, null, 'Escavatore']);
    expect(values('operating')).toEqual([null, null, '21,5 t']);
    expect(values('depth')).toEqual([null, null, '6,7 m']);
    expect(values('bucket')).toEqual([null, null, '1,2 m³']);
    // Neither states a wheel formula or an operator; two cars state no heavy figure at all.
    expect(values('wheels')).toBeUndefined();
    expect(values('operator')).toBeUndefined();
    const cars = compareRows([car, makeVehicle()], i18n, 'it').map((row) => row.key);
    expect(cars).not.toContain('payload');
    expect(cars).not.toContain('hours');
  });

  it('shows no price the office hides', () => {
    const rows = compareRows([makeVehicle({ ...HIDDEN_PRICE }), makeVehicle({ sale_price_euros: 50_000 })], i18n, 'it');
    expect(rows.find((each) => each.key === 'sale')?.values).toEqual([null, { text: '€ 50.000' }]);
  });
});

describe('/confronta', () => {
  it('sets three vehicles side by side, marks the lines that differ and can show only those', async () => {
    const cars = [
      makeVehicle({ brand: 'BMW', model: 'M4', kilometers: 12_000, color: 'nero' }),
      makeVehicle({ brand: 'Audi', model: 'RS6', kilometers: 30_000, color: 'nero' }),
      makeVehicle({ brand: 'Porsche', model: '911', kilometers: 8_000, color: 'nero' }),
    ];
    renderRoute(`/confronta?ids=${cars.map((car) => car.id).join(',')}`, { seed: seedOf(cars) });
    const table = await screen.findByTestId('compare-table', {}, { timeout: 5000 });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((head) => within(head).getAllByRole('link')[0]!.textContent)).toEqual([
      'BMW M4',
      'Audi RS6',
      'Porsche 911',
    ]);
    const mileage = within(table).getByRole('row', { name: /Chilometraggio/ });
    expect(mileage).toHaveAttribute('data-differs', 'true');
    expect(mileage).toHaveTextContent('12.000 km30.000 km8.000 km');
    expect(within(table).getByRole('row', { name: /^Colore/ })).not.toHaveAttribute('data-differs');
    // Dropping one keeps the other two in the address.
    expect(within(heads[0]!).getByRole('link', { name: 'Togli BMW M4' })).toHaveAttribute(
      'href',
      `/confronta?ids=${encodeURIComponent(`${cars[1]!.id},${cars[2]!.id}`)}`,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Solo le differenze' }));
    expect(within(table).queryByRole('row', { name: /^Colore/ })).toBeNull();
    expect(within(table).getByRole('row', { name: /Chilometraggio/ })).toBeInTheDocument();
  });

  it('says which ids it left out: not numbers, not there, past the third', async () => {
    const cars = [makeVehicle(), makeVehicle(), makeVehicle(), makeVehicle()];
    const missing = 987_654;
    // The API answers the id nobody has with a not-found error.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(notFoundAnswer());
    const ids = [cars[0]!.id, 'x1', missing, cars[1]!.id, cars[2]!.id, cars[3]!.id];
    renderRoute(`/confronta?ids=${ids.join(',')}`, { seed: seedOf(cars) });
    const notices = await screen.findByTestId('compare-notices', {}, { timeout: 5000 });
    expect(notices).toHaveTextContent('Questi identificativi non sono validi e sono stati ignorati: x1.');
    expect(notices).toHaveTextContent(`Questi veicoli non sono più disponibili: n. ${missing}.`);
    expect(notices).toHaveTextContent('Si possono confrontare al massimo tre veicoli: abbiamo tenuto i primi tre.');
    expect(within(screen.getByTestId('compare-table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('with nothing to compare, says so and leads to the fleet', async () => {
    renderRoute('/confronta');
    expect(await screen.findByText(/Nessun veicolo da confrontare\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla flotta' })).toHaveAttribute('href', '/veicoli?tab=auto');
    expect(screen.queryByTestId('compare-table')).toBeNull();
  });
});
