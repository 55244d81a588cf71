import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { RentalOption } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { makeRentalOption } from '../../../../../test/fixtures';
import { invalidInputAnswer, resultAnswer } from '../../../../../test/trpc-answers';
import { RentalOptionsTab } from './RentalOptionsTab';

const option = (overrides: Partial<RentalOption> = {}): RentalOption =>
  makeRentalOption({
    name: { it: 'Kasko', en: 'Collision damage waiver' },
    description: { it: 'Franchigia ridotta a 500 €' },
    price_cents: 1500,
    ...overrides,
  });

function renderTab(options: RentalOption[]) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.admin.rentalOptions.list.queryKey(), options);
  return render(
    <ModalsProvider>
      <Notifications />
      <RentalOptionsTab />
    </ModalsProvider>,
    { queryClient },
  );
}

/** The body of the tRPC mutation the n-th fetch sent. */
const sentBody = (fetchMock: ReturnType<typeof vi.spyOn>, n = 0) =>
  (JSON.parse(String((fetchMock.mock.calls[n] as [unknown, RequestInit])[1].body)) as Record<string, unknown>)['0'];

describe('RentalOptionsTab', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('lists each option with its price, how it is charged, its limit, categories and languages', () => {
    renderTab([
      option(),
      option({ id: 2, name: { it: 'Consegna a domicilio' }, description: {}, price_cents: 5000, per: 'rental' }),
      option({ id: 3, name: { it: 'Catene da neve' }, active: false, max_quantity: 2, categories: ['auto', 'camion'] }),
    ]);
    const kasko = within(screen.getByRole('article', { name: 'Kasko' }));
    expect(kasko.getByText('Franchigia ridotta a 500 €')).toBeInTheDocument();
    expect(kasko.getByText('€ 15,00 al giorno')).toBeInTheDocument();
    expect(kasko.getByText('Fino a 1')).toBeInTheDocument();
    expect(kasko.getByText('Traduzioni: 1/6')).toBeInTheDocument();
    expect(kasko.queryByText('Non attiva')).toBeNull();
    const delivery = within(screen.getByRole('article', { name: 'Consegna a domicilio' }));
    expect(delivery.getByText('€ 50,00 a noleggio')).toBeInTheDocument();
    const chains = within(screen.getByRole('article', { name: 'Catene da neve' }));
    expect(chains.getByText('Non attiva')).toBeInTheDocument();
    expect(chains.getByText('Camion')).toBeInTheDocument();
  });

  it('shows the empty text without options', () => {
    renderTab([]);
    expect(
      screen.getByText('Nessuna opzione nel listino. Aggiungi la prima, per esempio la kasko.'),
    ).toBeInTheDocument();
  });

  it('requires the Italian name and the price before sending, then creates the option in cents', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(resultAnswer(option({ id: 9, name: { it: 'Seggiolino' } })))
      .mockResolvedValue(resultAnswer([]));
    renderTab([]);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi opzione' }));
    const form = within(await screen.findByRole('dialog', { name: 'Aggiungi opzione' }));
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi opzione' }));
    expect(await form.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(form.getByText('Valore numerico non valido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(form.getByLabelText(/Nome \(italiano\)/), { target: { value: ' Seggiolino ' } });
    fireEvent.change(form.getByRole('textbox', { name: /Prezzo/ }), { target: { value: '7,5' } });
    fireEvent.change(form.getByRole('textbox', { name: /Quantità massima/ }), { target: { value: '3' } });
    fireEvent.click(form.getByRole('radio', { name: 'Una volta per noleggio' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Camion' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Movimento Terra' }));
    fireEvent.click(form.getByRole('button', { name: 'Traduzioni (facoltative)' }));
    const english = await form.findByRole('textbox', { name: 'Nome (English)' });
    expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(form.getByRole('textbox', { name: 'Nome (العربية)' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    fireEvent.change(english, { target: { value: 'Child seat' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi opzione' }));

    expect(await screen.findByText('Opzione creata')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('admin.rentalOptions.create');
    expect(sentBody(fetchMock)).toMatchObject({
      name: { it: ' Seggiolino ', en: 'Child seat', fr: '' },
      price_cents: 750,
      per: 'rental',
      max_quantity: 3,
      categories: ['auto'],
      active: true,
      sort_order: 0,
    });
    await waitFor(() => expect(String(fetchMock.mock.calls[1]?.[0])).toMatch(/rentalOptions\.list/));
  });

  it('edits an option from its values and shows a refused translation on its field, its section opened', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        invalidInputAnswer([{ path: 'data.name.en', message: 'Testo non valido', code: 'custom' }]),
      )
      .mockResolvedValueOnce(resultAnswer(option({ price_cents: 1800, active: false })))
      .mockResolvedValue(resultAnswer([]));
    renderTab([option()]);

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Kasko' }));
    const form = within(await screen.findByRole('dialog', { name: 'Modifica opzione' }));
    expect(form.getByLabelText(/Nome \(italiano\)/)).toHaveValue('Kasko');
    const price = form.getByRole('textbox', { name: /Prezzo/ });
    expect(price).toHaveValue('15');
    expect(form.getByRole('radio', { name: 'Per ogni giorno di noleggio' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Auto' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Camion' })).not.toBeChecked();
    fireEvent.change(price, { target: { value: '18' } });
    fireEvent.click(form.getByRole('switch', { name: /Attiva/ }));
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));

    expect(await form.findByRole('textbox', { name: 'Nome (English)' })).toHaveAccessibleDescription(
      'Testo non valido',
    );
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Opzione aggiornata')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]![0])).toContain('admin.rentalOptions.update');
    expect(sentBody(fetchMock, 1)).toMatchObject({ id: 1, data: { price_cents: 1800, active: false } });
  });

  it('asks before deleting and deletes', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(resultAnswer({ success: true }))
      .mockResolvedValue(resultAnswer([]));
    renderTab([option()]);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina Kasko' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Le richieste già inviate conservano il prezzo/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Opzione eliminata')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('admin.rentalOptions.delete');
    expect(sentBody(fetchMock)).toEqual({ id: 1 });
  });
});
