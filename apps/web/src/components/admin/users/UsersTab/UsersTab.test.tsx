import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { AdminUser } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { UsersTab } from './UsersTab';

const USERS: AdminUser[] = [
  { id: 1, username: 'admin', isAdmin: true, createdAt: '2026-01-10T09:00:00.000Z' },
  { id: 2, username: 'mario', isAdmin: true, createdAt: '2026-02-20T09:00:00.000Z' },
];

function trpcAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), { status, headers: { 'content-type': 'application/json' } });
}

function renderTab(users: AdminUser[], currentUser = { id: 1, username: 'admin' }) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.admin.users.list.queryKey(), users);
  return render(
    <ModalsProvider>
      <Notifications />
      <UsersTab currentUser={currentUser} />
    </ModalsProvider>,
    { queryClient },
  );
}

describe('UsersTab', () => {
  afterEach(() => {
    notifications.clean();
  });

  it('labels the main administrator and offers no delete for id 1', () => {
    renderTab(USERS);

    const [main, other] = screen.getAllByTestId('user-row');
    expect(within(main!).getByText('Amministratore principale')).toBeInTheDocument();
    expect(within(main!).getByText('10/01/26')).toBeInTheDocument();
    expect(within(main!).getByRole('button', { name: /Modifica/ })).toBeInTheDocument();
    expect(within(main!).queryByRole('button', { name: /Elimina/ })).toBeNull();
    expect(within(other!).getByText('Amministratore')).toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Elimina mario' })).toBeInTheDocument();
  });

  it('offers another administrator no edit of the main administrator', () => {
    renderTab(USERS, { id: 2, username: 'mario' });
    const [main, other] = screen.getAllByTestId('user-row');
    expect(within(main!).queryByRole('button', { name: /Modifica/ })).toBeNull();
    expect(within(other!).getByRole('button', { name: 'Modifica mario' })).toBeEnabled();
  });

  it('shows the empty text without users', () => {
    renderTab([]);
    expect(screen.getByText('Nessun utente trovato')).toBeInTheDocument();
  });

  it('requires a password for a new user and matching confirmation', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderTab(USERS);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
    const form = within(await screen.findByRole('dialog', { name: 'Aggiungi Utente' }));
    fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'lucia' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Utente' }));
    expect(await form.findByText('La password è obbligatoria per i nuovi utenti')).toBeInTheDocument();

    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'Password-Lucia-1' } });
    fireEvent.change(form.getByLabelText(/Conferma password/), { target: { value: 'Password-Lucia-2' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Utente' }));
    expect(await form.findByText('Le password non coincidono')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates a user with the name and password, without the confirmation, and closes', async () => {
    const lucia: AdminUser = { id: 3, username: 'lucia', isAdmin: true, createdAt: '2026-03-01T09:00:00.000Z' };
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: lucia } }))
      .mockResolvedValue(trpcAnswer({ result: { data: [...USERS, lucia] } }));
    renderTab(USERS);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi Utente' });
    const form = within(dialog);
    fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'lucia' } });
    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'Password-Lucia-1' } });
    fireEvent.change(form.getByLabelText(/Conferma password/), { target: { value: 'Password-Lucia-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Utente' }));

    expect(await screen.findByText('Utente creato')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.users.create');
    expect(JSON.parse(String(init?.body))).toEqual({ '0': { username: 'lucia', password: 'Password-Lucia-1' } });
  });

  it('keeps the password when left empty on edit and warns on one’s own profile', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: USERS[0] } }))
      .mockResolvedValue(trpcAnswer({ result: { data: USERS } }));
    renderTab(USERS);

    fireEvent.click(screen.getByRole('button', { name: 'Modifica admin' }));
    const form = within(await screen.findByRole('dialog', { name: 'Modifica Utente' }));
    expect(form.getByText('Stai modificando il tuo profilo')).toBeInTheDocument();
    expect(form.getByText('Lascia vuoto per mantenere la password attuale.')).toBeInTheDocument();
    fireEvent.click(form.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Utente aggiornato')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.users.update');
    expect(JSON.parse(String(init?.body))).toEqual({ '0': { id: 1, data: { username: 'admin', password: '' } } });
  });

  it('shows no warning when editing someone else', async () => {
    renderTab(USERS);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica mario' }));
    const form = within(await screen.findByRole('dialog', { name: 'Modifica Utente' }));
    expect(form.queryByText('Stai modificando il tuo profilo')).toBeNull();
  });

  it('shows the save failure with the server message on the field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      trpcAnswer(
        {
          error: {
            message: 'Username già in uso',
            code: -32009,
            data: { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' },
          },
        },
        409,
      ),
    );
    renderTab(USERS);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
    const form = within(await screen.findByRole('dialog', { name: 'Aggiungi Utente' }));
    fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'mario' } });
    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'Password-Mario-1' } });
    fireEvent.change(form.getByLabelText(/Conferma password/), { target: { value: 'Password-Mario-1' } });
    fireEvent.click(form.getByRole('button', { name: 'Aggiungi Utente' }));

    expect(await screen.findByText("Si è verificato un errore durante il salvataggio dell'utente")).toBeInTheDocument();
    expect(screen.getAllByText('Username già in uso').length).toBeGreaterThan(0);
  });

  it('asks before deleting and shows a refusal from the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      trpcAnswer(
        {
          error: {
            message: 'Non puoi eliminare il tuo stesso utente',
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN' },
          },
        },
        403,
      ),
    );
    renderTab(USERS, { id: 2, username: 'mario' });

    fireEvent.click(screen.getByRole('button', { name: 'Elimina mario' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Sei sicuro di voler eliminare questo utente?')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Non puoi eliminare il tuo stesso utente')).toBeInTheDocument();
  });

  it('confirms a deletion', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: { success: true } } }))
      .mockResolvedValue(trpcAnswer({ result: { data: [USERS[0]] } }));
    renderTab(USERS);

    fireEvent.click(screen.getByRole('button', { name: 'Elimina mario' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));

    expect(await screen.findByText('Utente eliminato')).toBeInTheDocument();
  });
});
