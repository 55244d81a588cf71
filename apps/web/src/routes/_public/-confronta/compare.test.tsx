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
