import { EXAMPLE_EXCAVATOR } from '@nbt/validation/examples';
import { describe, expect, it } from 'vitest';

import { useTestApp } from './build-app.js';
import { countRows, createVehicle, expectInvalidInput, importVehicleWorkbook, vehicleBody } from './helpers.js';
import { addNewCar, columnOf, editWorkbook, rowOf } from './workbook-files.js';

/** A rented excavator as the office describes it: no doors, no seats. */
const EXCAVATOR = EXAMPLE_EXCAVATOR;

/** A 44-tonne tractor unit. */
const TRACTOR = {
  brand: 'Scania',
  model: 'R 500',
  vehicle_category: 'camion',
  doors: 2,
  seats: 2,
  gross_weight_kg: 44_000,
  payload_kg: 30_000,
  axles: 2,
  wheel_formula: '4x2',
  cab: 'Highline, letto',
};

describe('the heavy fleet: trucks and earth-moving machines', () => {
  const t = useTestApp({}, { viewer: true });
  const post = (overrides: Record<string, unknown>) =>
    t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: vehicleBody(overrides) });
  const read = async (id: number) => (await t.app.inject({ url: `/api/vehicles/${id}` })).json();
  const list = async (query: string) =>
    (await t.app.inject({ url: `/api/vehicles?${query}` })).json<{ id: number; vehicle_category: string }[]>();
  const trpcList = async (input: Record<string, unknown>) =>
    (await t.app.inject({ url: `/api/trpc/vehicles.list?input=${encodeURIComponent(JSON.stringify(input))}` })).json<{
      result: { data: { id: number }[] };
    }>().result.data;

  it('creates a machine with its figures and no doors or seats, and reads it back by REST and tRPC', async () => {
    const machine = await createVehicle(t, EXCAVATOR);
    // The machine's own figures as sent; no doors or seats read as 0.
    const { brand: _brand, model: _model, fuel_regulation: _regulation, ...sent } = EXCAVATOR;
    const figures = {
      ...sent,
      doors: 0,
      seats: 0,
      gross_weight_kg: null,
      axles: null,
    };
    expect(await read(machine.id)).toMatchObject(figures);
    const trpc = await t.app.inject({
      url: `/api/trpc/vehicles.byId?input=${encodeURIComponent(JSON.stringify({ id: machine.id }))}`,
    });
    expect(trpc.json().result.data).toMatchObject(figures);
    // Left out entirely, doors and seats are not stated either.
    const { doors: _doors, seats: _seats, ...withoutThem } = vehicleBody(EXCAVATOR);
    const bare = await t.injectAs(t.admin, { method: 'POST', url: '/api/vehicles', payload: withoutThem });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ doors: 0, seats: 0 });
  });

  it('keeps a truck figures through a change, and a truck may leave doors and seats unstated', async () => {
    const truck = await createVehicle(t, TRACTOR);
    expect(await read(truck.id)).toMatchObject({
      gross_weight_kg: 44_000,
      payload_kg: 30_000,
      axles: 2,
      cab: 'Highline, letto',
    });
    const edited = await t.injectAs(t.admin, {
      method: 'PUT',
      url: `/api/vehicles/${truck.id}`,
      payload: vehicleBody({ ...TRACTOR, axles: 3, wheel_formula: '6x2', doors: null, seats: null }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await read(truck.id)).toMatchObject({ gross_weight_kg: 44_000, axles: 3, wheel_formula: '6x2', doors: 0 });
  });

  it('refuses out-of-range figures, another category’s figures and a car without doors, naming the field, writing nothing', async () => {
    const before = await countRows(t.database.db, 'vehicles');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...TRACTOR, axles: 9 }, 'axles', /massimo è 5/],
      [{ ...TRACTOR, axles: 1 }, 'axles', /minimo è 2/],
      [{ ...EXCAVATOR, engine_hours: -1 }, 'engine_hours', /negativo/],
      [{ ...EXCAVATOR, engine_hours: 1.5 }, 'engine_hours', /intero/],
      [{ ...EXCAVATOR, engine_hours: '3200' }, 'engine_hours', /numerico/],
      [{ ...EXCAVATOR, machine_type: 'gru' }, 'machine_type', /non consentito/],
      [{ ...EXCAVATOR, machine_type: 'ESCAVATORE' }, 'machine_type', /non consentito/],
      [{ ...EXCAVATOR, with_operator: 'forse' }, 'with_operator', /non consentito/],
      [{ ...TRACTOR, wheel_formula: '10x4' }, 'wheel_formula', /non consentito/],
      [{ ...TRACTOR, cab: 'Cabina\u0000' }, 'cab', /caratteri non ammessi/],
      [{ ...TRACTOR, cab: 'c'.repeat(51) }, 'cab', /Massimo 50/],
      [{ ...TRACTOR, payload_kg: 44_000 }, 'payload_kg', /massimo è 43999/],
      [{ ...EXCAVATOR, axles: 2 }, 'axles', /non consentito/],
      [{ ...TRACTOR, machine_type: 'escavatore' }, 'machine_type', /non consentito/],
      [{ operating_weight_kg: 1500 }, 'operating_weight_kg', /non consentito/],
      [{ ...EXCAVATOR, doors: 2 }, 'doors', /non consentito/],
      [{ ...EXCAVATOR, seats: 1 }, 'seats', /non consentito/],
      [{ doors: null }, 'doors', /numerico/],
      [{ seats: 0 }, 'seats', /minimo è 1/],
      [{ vehicle_category: 'ruspa' }, 'vehicle_category', /non consentito/],
    ];
    // Sent all at once: each is refused on its own, and none is stored.
    const answers = await Promise.all(cases.map(([overrides]) => post({ model: 'Rifiutato', ...overrides })));
    answers.forEach((answer, index) => {
      const [overrides, path, message] = cases[index]!;
      const issues = expectInvalidInput(answer);
      expect(issues.find((issue) => issue.path === path)?.message, JSON.stringify(overrides)).toMatch(message);
    });
    // tRPC refuses the same, with the field in its path.
    const trpc = await t.injectAs(t.admin, {
      method: 'POST',
      url: '/api/trpc/admin.vehicles.create',
      payload: vehicleBody({ ...TRACTOR, axles: 9 }),
    });
    expect(trpc.statusCode).toBe(400);
    expect(JSON.stringify(trpc.json())).toContain('axles');
    expect(await countRows(t.database.db, 'vehicles')).toBe(before);
  });

  it('lists only machines for the admin category and the public tab, and filters trucks and machines', async () => {
    const excavator = await createVehicle(t, { ...EXCAVATOR, model: 'Filtro escavatore', with_operator: 'always' });
    const mini = await createVehicle(t, {
      ...EXCAVATOR,
      model: 'Filtro mini',
      machine_type: 'miniescavatore',
      operating_weight_kg: 2_700,
      with_operator: 'no',
    });
    const loader = await createVehicle(t, {
      ...EXCAVATOR,
      model: 'Filtro pala',
      machine_type: 'pala_gommata',
      operating_weight_kg: 14_000,
      max_digging_depth_mm: null,
      with_operator: 'optional',
    });
    const tractor = await createVehicle(t, { ...TRACTOR, model: 'Filtro trattore' });
    const rigid = await createVehicle(t, {
      ...TRACTOR,
      model: 'Filtro motrice',
      axles: 4,
      payload_kg: 18_000,
      wheel_formula: '8x4',
    });
    const car = await createVehicle(t);

    const admin = await t.injectAs(t.admin, {
      method: 'GET',
      url: '/api/admin/vehicles?category=movimento_terra&pageSize=100',
    });
    const adminItems = admin.json<{ items: { vehicle_category: string }[] }>().items;
    expect(adminItems.length).toBeGreaterThanOrEqual(3);
    expect(new Set(adminItems.map((vehicle) => vehicle.vehicle_category))).toEqual(new Set(['movimento_terra']));

    const tab = await list('tab=movimento-terra');
    expect(tab.map((vehicle) => vehicle.id)).toEqual(expect.arrayContaining([excavator.id, mini.id, loader.id]));
    expect(new Set(tab.map((vehicle) => vehicle.vehicle_category))).toEqual(new Set(['movimento_terra']));
    const page = await t.app.inject({
      url: `/api/trpc/vehicles.browse?input=${encodeURIComponent('{"tab":"movimento-terra"}')}`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result.data.tabs['movimento-terra']).toBe(tab.length);
    expect(page.json().result.data.options.machine_types).toEqual(
      expect.arrayContaining(['escavatore', 'miniescavatore', 'pala_gommata']),
    );

    const ids = (vehicles: { id: number }[]) =>
      vehicles.map((vehicle) => vehicle.id).filter((id) => id >= excavator.id);
    expect(ids(await list('machine_type=miniescavatore'))).toEqual([mini.id]);
    expect(ids(await list('tab=movimento-terra&max_operating_weight_kg=15000')).sort()).toEqual(
      [mini.id, loader.id].sort(),
    );
    expect(ids(await list('with_operator=true')).sort()).toEqual([excavator.id, loader.id].sort());
    expect(ids(await list('with_operator=false')).sort()).toEqual([mini.id, loader.id].sort());
    expect(ids(await list('tab=tir&axles=4'))).toEqual([rigid.id]);
    expect(ids(await list('min_payload_kg=20000'))).toEqual([tractor.id]);
    expect(ids(await trpcList({ machine_type: 'pala_gommata', with_operator: true }))).toEqual([loader.id]);
    expect(ids(await list('tab=movimento-terra')).includes(car.id)).toBe(false);

    const refusals: [string, string][] = [
      ['tab=escavatori', 'tab'],
      ['axles=9', 'axles'],
      ['machine_type=gru', 'machine_type'],
      ['max_operating_weight_kg=-1', 'max_operating_weight_kg'],
      ['min_payload_kg=1e3', 'min_payload_kg'],
      ['with_operator=si', 'with_operator'],
    ];
    for (const [query, path] of refusals) {
      const issues = expectInvalidInput(await t.app.inject({ url: `/api/vehicles?${query}` }));
      expect(
        issues.map((issue) => issue.path),
        query,
      ).toContain(`querystring.${path}`);
    }
  });

  it('filters the back office list by vehicles without photos', async () => {
    const bare = await createVehicle(t, { model: 'Senza foto' });
    const shown = await createVehicle(t, { model: 'Con foto', image1: 'https://example.com/a.jpg' });
    const search = async (photos: string) =>
      (await t.injectAs(t.admin, { method: 'GET', url: `/api/admin/vehicles?photos=${photos}&pageSize=100` }))
        .json<{ items: { id: number }[] }>()
        .items.map((vehicle) => vehicle.id);
    const without = await search('false');
    expect(without).toContain(bare.id);
    expect(without).not.toContain(shown.id);
    expect(await search('true')).toContain(shown.id);
    expect(await search('true')).not.toContain(bare.id);
    expectInvalidInput(await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/vehicles?photos=maybe' }));
  });

  it('exports the figures, imports them back, and imports an older file without their columns unchanged', async () => {
    const machine = await createVehicle(t, { ...EXCAVATOR, model: 'Export' });
    const exported = (await t.injectAs(t.admin, { method: 'GET', url: '/api/admin/export' })).rawPayload;
    const upload = (bytes: Buffer) => importVehicleWorkbook(t, bytes);
    const changed = await editWorkbook(exported, (sheet) => {
      rowOf(sheet, machine.id).getCell(columnOf(sheet, 'Ore motore')).value = 3_450;
      expect(rowOf(sheet, machine.id).getCell(columnOf(sheet, 'Tipo di macchina')).value).toBe('escavatore');
      addNewCar(sheet, {
        Modello: 'Pala importata',
        Categoria: 'movimento_terra',
        Porte: 0,
        Posti: 0,
        'Tipo di macchina': 'pala_gommata',
        'Con operatore': 'no',
      });
    });
    const applied = await upload(changed);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await read(machine.id)).toMatchObject({ engine_hours: 3_450, operating_weight_kg: 22_500 });
    const imported = (await list('machine_type=pala_gommata')).map((vehicle) => vehicle.id);
    expect(imported.length).toBeGreaterThan(0);

    // A file from before the heavy fleet: none of its columns; the machine keeps its figures.
    const older = await editWorkbook(exported, (sheet) => {
      for (const heading of [
        'Con operatore',
        'Capacità benna (l)',
        'Profondità di scavo (mm)',
        'Ore motore',
        'Peso operativo (kg)',
        'Tipo di macchina',
        'Cabina',
        'Formula ruote',
        'Assi',
        'Portata utile (kg)',
        'Massa complessiva (kg)',
      ]) {
        sheet.spliceColumns(columnOf(sheet, heading), 1);
      }
      rowOf(sheet, machine.id).getCell(columnOf(sheet, 'Colore')).value = 'arancione';
    });
    const again = await upload(older);
    expect(again.statusCode, again.body).toBe(200);
    expect(await read(machine.id)).toMatchObject({
      color: 'arancione',
      engine_hours: 3_450,
      machine_type: 'escavatore',
    });

    const wrong = await editWorkbook(exported, (sheet) => {
      rowOf(sheet, machine.id).getCell(columnOf(sheet, 'Assi')).value = 3;
    });
    const refused = await upload(wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ column: 'Assi' })]));
  });
});
