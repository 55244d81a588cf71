import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { CalendarFeed, CalendarFeeds } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { fireEvent, render, resultAnswer, screen, waitFor, within } from '../../../../test';
import { CalendarFeedPanel } from './CalendarFeedPanel';

const OWN: CalendarFeed = {
  userId: 1,
  username: 'admin',
  includeNames: false,
  createdAt: '2026-11-20T09:30:00.000Z',
  lastReadAt: '2026-11-27T16:05:00.000Z',
};
const MARIO: CalendarFeed = {
  userId: 2,
  username: 'mario',
  includeNames: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  lastReadAt: null,
};
const TOKEN = 'Q2FsZW5kYXJpby1zZWdyZXRvLWRpLXByb3ZhLTEyMzQ1';

async function renderPanel(state: CalendarFeeds, open = true) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  queryClient.setQueryData(trpc.admin.reservations.feed.queryKey(), state);
  render(
    <ModalsProvider>
      <Notifications />
      <CalendarFeedPanel />
    </ModalsProvider>,
    { queryClient },
  );
  if (!open) return;
  fireEvent.click(screen.getByRole('button', { name: 'Gestisci' }));
  // The folded part mounts once it opens.
  await screen.findByRole('checkbox', { name: /Includi i nomi dei clienti/ });
}

/** The procedure and input of the `index`th tRPC call sent. */
function sent(fetchMock: ReturnType<typeof vi.spyOn>, index: number) {
  const [url, init] = fetchMock.mock.calls[index] as [string, RequestInit | undefined];
  return {
    url: String(url),
    input: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>)['0'] : null,
  };
}

describe('CalendarFeedPanel', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('is folded until opened, then says there is no address', async () => {
    await renderPanel({ own: null, others: [] }, false);
    expect(screen.getByRole('button', { name: 'Gestisci' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Non hai un indirizzo attivo.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Gestisci' }));
    expect(await screen.findByText('Non hai un indirizzo attivo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nascondi' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: "Crea l'indirizzo" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoca' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nascondi' }));
    expect(screen.getByRole('button', { name: 'Gestisci' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows who made the address, when, and when it was last read', async () => {
    await renderPanel({ own: OWN, others: [] });
    const own = within(screen.getByTestId('own-feed'));
    expect(own.getByText('Attivo')).toBeInTheDocument();
    expect(own.getByText('Senza i nomi dei clienti')).toBeInTheDocument();
    expect(own.getByText(/Creato da admin il/)).toBeInTheDocument();
    expect(own.getByText(/Ultima lettura/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea un nuovo indirizzo' })).toBeInTheDocument();
    expect(screen.getByText('Quello attuale smetterà di funzionare.')).toBeInTheDocument();
  });

  it('makes an address with the names when chosen, shows it once and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        resultAnswer({ ...OWN, includeNames: true, lastReadAt: null, url: `/api/calendar/${TOKEN}.ics` }),
      )
      .mockResolvedValue(resultAnswer({ own: { ...OWN, includeNames: true, lastReadAt: null }, others: [] }));
    await renderPanel({ own: null, others: [] });

    fireEvent.click(screen.getByRole('checkbox', { name: /Includi i nomi dei clienti/ }));
    fireEvent.click(screen.getByRole('button', { name: "Crea l'indirizzo" }));

    const address = await screen.findByLabelText('Indirizzo del calendario');
    const url = `${window.location.origin}/api/calendar/${TOKEN}.ics`;
    expect(address).toHaveValue(url);
    expect(sent(fetchMock, 0)).toEqual({
      url: expect.stringContaining('admin.reservations.makeFeed'),
      input: { includeNames: true },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByRole('button', { name: 'Copiato' })).toBeInTheDocument();
    expect(await screen.findByText('Con i nomi dei clienti')).toBeInTheDocument();
  });

  it('revokes one’s own address after a confirmation', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(resultAnswer({ success: true }))
      .mockResolvedValue(resultAnswer({ own: null, others: [] }));
    await renderPanel({ own: OWN, others: [] });

    fireEvent.click(screen.getByRole('button', { name: 'Revoca' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/I calendari che usano il tuo indirizzo smetteranno di aggiornarsi/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(dialog.getByRole('button', { name: 'Revoca' }));

    expect(await screen.findByText('Indirizzo revocato')).toBeInTheDocument();
    expect(sent(fetchMock, 0)).toEqual({ url: expect.stringContaining('admin.reservations.revokeFeed'), input: {} });
    expect(await screen.findByText('Non hai un indirizzo attivo.')).toBeInTheDocument();
  });

  it('lets the main administrator revoke another administrator’s address', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(resultAnswer({ success: true }))
      .mockResolvedValue(resultAnswer({ own: OWN, others: [] }));
    await renderPanel({ own: OWN, others: [MARIO] });

    const other = within(screen.getByTestId('other-feed'));
    expect(other.getByText(/Creato da mario/)).toBeInTheDocument();
    expect(other.getByText('Nessun calendario lo ha ancora letto')).toBeInTheDocument();
    fireEvent.click(other.getByRole('button', { name: "Revoca l'indirizzo di mario" }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/l'indirizzo di mario smetteranno/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Revoca' }));

    await waitFor(() => expect(screen.queryByTestId('other-feed')).not.toBeInTheDocument());
    expect(sent(fetchMock, 0).input).toEqual({ userId: 2 });
    expect(screen.getByTestId('own-feed')).toBeInTheDocument();
  });
});
