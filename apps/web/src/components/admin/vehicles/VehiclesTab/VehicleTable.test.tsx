import { type AdminVehicle, imagesToFields, type Reservation } from '@nbt/validation';
import type { AdminVehicleSort } from '@nbt/validation/rules';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '../../../../../test';
import { makeAdminVehicle, makeReservation } from '../../../../../test/fixtures';
import { VehicleTable, type VehicleTableProps } from './VehicleTable';

const rental = makeAdminVehicle({
  brand: 'BMW',
  model: 'M4 Competition',
  plate: 'FS123XY',
  listing_type: 'rental',
  price_per_day: 5000,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const both = makeAdminVehicle({
  brand: 'Iveco',
  model: 'Stralis',
  listing_type: 'both',
  price_per_day: 12000,
  sale_price_euros: 89000,
  hide_price: true,
  status: 'in_trattativa',
  ...imagesToFields([]),
});
const sold = makeAdminVehicle({
  brand: 'Fiat',
  model: 'Panda',
  listing_type: 'sale',
  price_per_day: 3000,
  sale_price_euros: 0,
  status: 'venduto',
  available: false,
});

function renderTable(overrides: Partial<VehicleTableProps> = {}) {
  const props = {
    vehicles: [rental, both, sold],
    sort: 'newest' as AdminVehicleSort,
    onSortChange: vi.fn(),
    reservationsOf: new Map<number, Reservation[]>(),
    isSelected: (vehicle: AdminVehicle) => vehicle.id === both.id,
    onSelect: vi.fn(),
    busyId: null,
    actions: { onEdit: vi.fn(), onDelete: vi.fn(), onSell: vi.fn(), onBuyBack: vi.fn(), onDuplicate: vi.fn() },
    ...overrides,
  } satisfies VehicleTableProps;
  render(<VehicleTable {...props} />);
  const table = screen.getByRole('table', { name: 'Veicoli' });
  /** A vehicle's row, found by its header cell (the brand and model). */
  const row = (vehicle: AdminVehicle) =>
    within(
      within(table)
        .getByRole('rowheader', { name: `${vehicle.brand} ${vehicle.model}` })
        .closest('tr')!,
    );
  const header = (name: string) => within(table).getByRole('columnheader', { name });
  return { props, table, row, header };
}

describe('VehicleTable', () => {
  it('shows each vehicle in one row: plate, status, the prices the cards show, photos and the day it was added', () => {
    const { table, row } = renderTable();
    // The header row and one per vehicle, in the order given.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['BMW M4 Competition', 'Iveco Stralis', 'Fiat Panda']);

    const first = row(rental);
    expect(first.getByRole('cell', { name: 'FS123XY' })).toBeInTheDocument();
    expect(first.getByText('Disponibile')).toBeInTheDocument();
    expect(first.getByText('€ 50,00/giorno')).toBeInTheDocument();
    expect(first.queryByText(/vendita/)).toBeNull();
    expect(first.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(first.getByText('20/11/26')).toBeInTheDocument();

    const second = row(both);
    expect(second.getByText('In Trattativa')).toBeInTheDocument();
    expect(second.getByText('€ 120,00/giorno')).toBeInTheDocument();
    expect(second.getByText('€ 89.000 vendita')).toBeInTheDocument();
    expect(second.getByText('Prezzo nascosto')).toBeInTheDocument();
    expect(second.getByRole('cell', { name: '0' })).toBeInTheDocument();

    // Only for sale, and without a sale price: the daily rate it still stores is not shown.
    const third = row(sold);
    expect(third.getByText('Venduto')).toBeInTheDocument();
    expect(third.queryByText(/giorno/)).toBeNull();
    expect(third.queryByText('Prezzo nascosto')).toBeNull();
    expect(third.getAllByRole('cell', { name: '—' })).toHaveLength(3);
  });

  it('shows a thumbnail of the first photo, or the placeholder without one', () => {
    const { table } = renderTable();
    const images = table.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]!.getAttribute('src')).toContain('/uploads/bmw-1.jpg');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[1]).toHaveAttribute('data-placeholder', 'true');
  });

  it("shows a truck's and a machine's own placeholder, as the public list does", () => {
    const noPhotos = imagesToFields([]);
    const truck = makeAdminVehicle({ brand: 'Scania', model: 'R 500', vehicle_category: 'camion', ...noPhotos });
    const machine = makeAdminVehicle({
      brand: 'Caterpillar',
      model: '320',
      vehicle_category: 'movimento_terra',
      ...noPhotos,
    });
    const { row } = renderTable({ vehicles: [truck, machine, both] });
    const placeholder = (vehicle: AdminVehicle) => row(vehicle).getByRole('presentation').getAttribute('src');
    expect(placeholder(truck)).toBe('/vehicle-placeholder-truck.svg');
    expect(placeholder(machine)).toBe('/vehicle-placeholder-machine.svg');
    expect(placeholder(both)).toBe('/vehicle-placeholder.svg');
  });

  it('shows the first coming reservation: its days and the customer', () => {
    const reservationsOf = new Map([
      [
        rental.id,
        [
          makeReservation({ vehicleId: rental.id, from: '2027-05-14', to: '2027-05-17', customerName: 'Mario Rossi' }),
          makeReservation({ vehicleId: rental.id, from: '2027-06-01', to: '2027-06-02', customerName: 'Anna Bianchi' }),
        ],
      ],
    ]);
    const { row } = renderTable({ reservationsOf });
    expect(row(rental).getByText('14 maggio 2027 – 17 maggio 2027')).toBeInTheDocument();
    expect(row(rental).getByText('Mario Rossi')).toBeInTheDocument();
    expect(row(rental).queryByText('Anna Bianchi')).toBeNull();
  });

  it('marks the ordered column with aria-sort, and its header turns the order the other way', () => {
    const { props, header } = renderTable({ sort: 'plate_asc' });
    expect(header('Targa')).toHaveAttribute('aria-sort', 'ascending');
    for (const name of ['Veicolo', 'Stato', 'Prezzo', 'Aggiunto']) {
      expect(header(name)).not.toHaveAttribute('aria-sort');
    }
    expect(header('Prossima prenotazione')).not.toHaveAttribute('aria-sort');

    fireEvent.click(within(header('Targa')).getByRole('button', { name: 'Targa' }));
    expect(props.onSortChange).toHaveBeenLastCalledWith('plate_desc');
    // Another column starts A to Z; the day added starts with the newest.
    fireEvent.click(within(header('Veicolo')).getByRole('button'));
    expect(props.onSortChange).toHaveBeenLastCalledWith('model_asc');
    fireEvent.click(within(header('Stato')).getByRole('button'));
    expect(props.onSortChange).toHaveBeenLastCalledWith('status_asc');
    fireEvent.click(within(header('Prezzo')).getByRole('button'));
    expect(props.onSortChange).toHaveBeenLastCalledWith('price_asc');
    fireEvent.click(within(header('Aggiunto')).getByRole('button'));
    expect(props.onSortChange).toHaveBeenLastCalledWith('newest');
  });

  it('reads the default order as the newest added first', () => {
    const newest = renderTable();
    expect(newest.header('Aggiunto')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(newest.header('Aggiunto')).getByRole('button'));
    expect(newest.props.onSortChange).toHaveBeenLastCalledWith('oldest');
  });

  it('ticks a row into the selection the bulk bar works on', () => {
    const { props, row } = renderTable();
    expect(row(both).getByRole('checkbox', { name: 'Seleziona Iveco Stralis' })).toBeChecked();
    const box = row(rental).getByRole('checkbox', { name: 'Seleziona BMW M4 Competition' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    expect(props.onSelect).toHaveBeenCalledWith(rental, true);
  });

  it("offers the cards' actions, named for the vehicle: sell while available, buy back once sold", () => {
    const { props, row } = renderTable();
    fireEvent.click(row(rental).getByRole('button', { name: 'Modifica BMW M4 Competition' }));
    expect(props.actions.onEdit).toHaveBeenCalledWith(rental);
    fireEvent.click(row(rental).getByRole('button', { name: 'Vendi BMW M4 Competition' }));
    expect(props.actions.onSell).toHaveBeenCalledWith(rental);
    fireEvent.click(row(rental).getByRole('button', { name: 'Duplica BMW M4 Competition' }));
    expect(props.actions.onDuplicate).toHaveBeenCalledWith(rental);
    expect(row(rental).queryByRole('button', { name: /Riacquista/ })).toBeNull();

    expect(row(both).queryByRole('button', { name: /Vendi|Riacquista/ })).toBeNull();

    expect(row(sold).queryByRole('button', { name: /Vendi/ })).toBeNull();
    fireEvent.click(row(sold).getByRole('button', { name: 'Riacquista Fiat Panda' }));
    expect(props.actions.onBuyBack).toHaveBeenCalledWith(sold);
    fireEvent.click(row(sold).getByRole('button', { name: 'Elimina Fiat Panda' }));
    expect(props.actions.onDelete).toHaveBeenCalledWith(sold);
  });

  it('holds the buttons of the vehicle an action is running on, and only those', () => {
    const { row } = renderTable({ busyId: rental.id });
    for (const button of row(rental).getAllByRole('button')) expect(button).toBeDisabled();
    expect(row(sold).getByRole('button', { name: 'Modifica Fiat Panda' })).toBeEnabled();
  });
});
