import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import type { Office } from '@nbt/validation';
import { makeOffice } from '../../../../../test/fixtures';
import { OfficesTab } from './OfficesTab';

const office = makeOffice;

function trpcAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), { status, headers: { 'content-type': 'application/json' } });
}

function renderTab(offices: Office[]) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.offices.list.queryKey(), offices);
  return render(
    <ModalsProvider>
      <Notifications />
      <OfficesTab />
    </ModalsProvider>,
    { queryClient },
  );
}

describe('OfficesTab', () => {
  afterEach(() => {
    notifications.clean();
  });

  it('lists each office with its details, hours and the main-office badge', () => {
    renderTab([office(), office({ id: 2, name: 'Filiale di Lodi', isMainOffice: false, city: 'Lodi' })]);

    const cards = screen.getAllByTestId('office-card');
    expect(cards).toHaveLength(2);
    const main = within(cards[0]!);
    expect(main.getByRole('heading', { name: 'Sede di Assago' })).toBeInTheDocument();
    expect(main.getByText('Sede principale')).toBeInTheDocument();
    expect(main.getByText("Via dell'Esempio 1")).toBeInTheDocument();
    expect(main.getByText('20057 Assago, Italia')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '+39 02 0000 0000' }).getAttribute('href')).toBe('tel:+390200000000');
    expect(main.getByRole('link', { name: 'info@nbt-esempio.it' })).toBeInTheDocument();
    // The fixture opens earlier on Mondays.
    expect(main.getByText('Lun').nextElementSibling?.textContent).toBe('08:00-18:00');
    expect(main.getByText('Mar-Ven').nextElementSibling?.textContent).toBe('09:00-18:00');
    expect(main.getByText('Sabato').nextElementSibling?.textContent).toBe('08:00-13:00');
    expect(main.getByText('Domenica').nextElementSibling?.textContent).toBe('Chiuso');
    expect(within(cards[1]!).queryByText('Sede principale')).toBeNull();
  });

  it('shows the empty text without offices', () => {
    renderTab([]);
    expect(screen.getByText('Nessuna sede configurata. Aggiungi la prima sede aziendale.')).toBeInTheDocument();
  });

  it('opens the add dialog with the default values and requires a name', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderTab([]);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Sede' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Sede' });
    const form = within(dialog);
    expect((form.getByLabelText('Paese') as HTMLInputElement).value).toBe('Italia');
    expect((form.getByLabelText('Lunedì') as HTMLInputElement).value).toBe('09:00-18:00');
    expect((form.getByLabelText('Venerdì') as HTMLInputElement).value).toBe('09:00-18:00');
    expect((form.getByLabelText('Sabato') as HTMLInputElement).value).toBe('09:00-13:00');
    expect((form.getByLabelText('Domenica') as HTMLInputElement).value).toBe('Chiuso');
    expect(form.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(form.getByLabelText(/Nome sede/).getAttribute('maxlength')).toBe('100');
    expect(form.getByRole('switch', { name: /Sede principale/ })).toBeInTheDocument();

    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Sede' }));

    expect(await form.findByText('Campo obbligatorio')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates an office and confirms it', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: office({ id: 7, name: 'Filiale di Lodi' }) } }))
      .mockResolvedValue(trpcAnswer({ result: { data: [] } }));
    renderTab([]);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Sede' }));
    const form = within(await screen.findByRole('dialog', { name: 'Aggiungi Sede' }));
    fireEvent.change(form.getByLabelText(/Nome sede/), { target: { value: 'Filiale di Lodi' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Sede' }));

    expect(await screen.findByText('Sede creata')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.offices.create');
    const body = JSON.parse(String(init?.body)) as Record<string, { name: string; country: string }>;
    expect(body['0']).toMatchObject({ name: 'Filiale di Lodi', country: 'Italia' });
  });

  it('edits the hours a returned vehicle needs before it goes out again, and saves them with the office', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: office({ turnaroundHours: 24 }) } }))
      .mockResolvedValue(trpcAnswer({ result: { data: [] } }));
    renderTab([office({ turnaroundHours: 2 })]);

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Sede di Assago' }));
    const form = within(await screen.findByRole('dialog', { name: 'Modifica Sede' }));
    const field = form.getByRole('textbox', { name: 'Ore tra riconsegna e nuovo ritiro' });
    expect(field).toHaveValue('2');
    expect(field).toHaveAccessibleDescription(/prima di poter uscire di nuovo/);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));
    expect(await form.findByText('Valore numerico non valido')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '24' } });
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Sede aggiornata')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.offices.update');
    const body = JSON.parse(String(init?.body)) as Record<string, { id: number; data: { turnaroundHours: number } }>;
    expect(body['0']).toMatchObject({ id: 1, data: { turnaroundHours: 24 } });
  });

  it('shows the save failure with the server message', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      trpcAnswer(
        { error: { message: 'Sede non trovata', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
        404,
      ),
    );
    renderTab([office()]);

    fireEvent.click(screen.getByRole('button', { name: 'Modifica Sede di Assago' }));
    const form = within(await screen.findByRole('dialog', { name: 'Modifica Sede' }));
    expect((form.getByLabelText('Domenica') as HTMLInputElement).value).toBe('');
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));

    expect(
      await screen.findByText('Si è verificato un errore durante il salvataggio delle informazioni'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sede non trovata')).toBeInTheDocument();
  });

  it('asks before deleting and confirms the deletion', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: { success: true } } }))
      .mockResolvedValue(trpcAnswer({ result: { data: [] } }));
    renderTab([office()]);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina Sede di Assago' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Sei sicuro di voler eliminare questa sede?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Sede eliminata')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('admin.offices.delete');
    await waitFor(() => expect(String(fetchMock.mock.calls[1]?.[0])).toContain('offices.list'));
  });
});
