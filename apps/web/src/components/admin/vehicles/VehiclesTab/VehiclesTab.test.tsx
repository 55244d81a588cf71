import { ModalsProvider } from '@mantine/modals';
import type { AdminVehiclePage } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '../../../../../test';
import { makeAdminVehicle } from '../../../../../test/fixtures';
import { mockTrpc } from '../../../../../test/trpc-mock';
import type { VehicleSearchParams } from '../vehicle-search-params';
import { VehiclesTab } from './VehiclesTab';

const PAGE: AdminVehiclePage = {
  items: [makeAdminVehicle({ brand: 'BMW', model: 'X5' }), makeAdminVehicle({ brand: 'Fiat', model: 'Ducato' })],
  total: 42,
};

function renderTab(search: VehicleSearchParams) {
  const trpc = mockTrpc({
    'admin.vehicles.search': () => PAGE,
    'admin.reservations.list': () => [],
  });
  const onSearchChange = vi.fn();
  render(
    <ModalsProvider>
      <VehiclesTab search={search} onSearchChange={onSearchChange} />
    </ModalsProvider>,
  );
  return { onSearchChange, calls: trpc.calls };
}

describe('VehiclesTab', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows cards by default, and the switch writes the table view into the search, the page kept', async () => {
    const { onSearchChange } = renderTab({ page: 2 });
    expect(await screen.findByRole('article', { name: 'BMW X5' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const views = screen.getByRole('radiogroup', { name: 'Vista dei veicoli' });
    expect(within(views).getByRole('radio', { name: 'Schede' })).toBeChecked();
    fireEvent.click(within(views).getByRole('radio', { name: 'Tabella' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 2, view: 'table' });
  });

  it('draws the same page as a table, asks the server for its order, and a header reorders from the first page', async () => {
    const { onSearchChange, calls } = renderTab({ view: 'table', sort: 'plate_desc', page: 3, q: 'x' });
    const table = await screen.findByRole('table', { name: 'Veicoli' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['BMW X5', 'Fiat Ducato']);
    expect(screen.queryByRole('article')).toBeNull();
    expect(calls.find((call) => call.path === 'admin.vehicles.search')?.input).toMatchObject({
      sort: 'plate_desc',
      page: 3,
      q: 'x',
    });
    fireEvent.click(within(within(table).getByRole('columnheader', { name: 'Targa' })).getByRole('button'));
    expect(onSearchChange).toHaveBeenLastCalledWith({ view: 'table', sort: 'plate_asc', page: undefined, q: 'x' });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Vista dei veicoli' })).getByRole('radio', { name: 'Schede' }),
    );
    expect(onSearchChange).toHaveBeenLastCalledWith({ sort: 'plate_desc', page: 3, q: 'x', view: undefined });
  });

  it('ticks rows of the table into the bulk bar’s selection', async () => {
    renderTab({ view: 'table' });
    const table = await screen.findByRole('table', { name: 'Veicoli' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Seleziona BMW X5' }));
    expect(screen.getByText('1 veicolo selezionato')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleziona la pagina' }));
    expect(within(table).getByRole('checkbox', { name: 'Seleziona Fiat Ducato' })).toBeChecked();
    expect(screen.getByText('2 veicoli selezionati')).toBeInTheDocument();
  });
});
