import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import {
  CONTACT_STATUSES,
  type ContactRequest,
  type ContactRequestPage,
  type ContactStatus,
  type InboxPulse,
} from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../../lib/trpc';
import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { makeContactRequest } from '../../../../../test/fixtures';
import { mockTrpc } from '../../../../../test/trpc-mock';
import { RequestsTab } from './RequestsTab';

/** A request in German, from the German vehicle page. */
const request = (overrides: Partial<ContactRequest> = {}): ContactRequest =>
  makeContactRequest({ language: 'de', page: '/de/veicoli/4', ...overrides });

function trpcAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's page of `requests` with `status` (or all), its counts taken from every request. */
function pageOf(requests: ContactRequest[], status?: ContactStatus): ContactRequestPage {
  const items = status ? requests.filter((each) => each.status === status) : requests;
  const byStatus = { nuova: 0, contattata: 0, chiusa: 0 };
  for (const each of requests) byStatus[each.status] += 1;
  return { items, total: items.length, byStatus };
}

function renderTab(requests: ContactRequest[], pulse: Partial<InboxPulse> = {}) {
  const queryClient = createQueryClient();
  const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
  // The first page of each status filter, as the server would answer it.
  for (const status of [undefined, ...CONTACT_STATUSES]) {
    queryClient.setQueryData(
      trpc.admin.contactRequests.search.queryKey({ page: 1, pageSize: 20, ...(status ? { status } : {}) }),
      pageOf(requests, status),
    );
  }
  queryClient.setQueryData(trpc.admin.contactRequests.countNew.queryKey(), 1);
  queryClient.setQueryData(trpc.admin.contactRequests.pulse.queryKey(), {
    newCount: 1,
    latestId: requests[0]?.id ?? null,
    changedAt: '2026-03-01T10:30:00.000Z',
    notificationsOn: true,
    ...pulse,
  });
  const result = render(
    <ModalsProvider>
      <Notifications />
      <RequestsTab />
    </ModalsProvider>,
    { queryClient },
  );
  return { ...result, trpc };
}

describe('RequestsTab', () => {
  afterEach(() => {
    notifications.clean();
  });

  it('shows who wrote, about what, and the one-click replies', () => {
    renderTab([request()]);

    const card = within(screen.getByRole('article', { name: 'Mario Rossi' }));
    expect(card.getByText('Noleggio Auto di Lusso')).toBeInTheDocument();
    // What the visitor typed takes its own direction (an Arabic request in the Italian back office).
    expect(card.getByText('Vorrei noleggiare la BMW per un weekend.')).toHaveAttribute('dir', 'auto');
    expect(card.getByRole('heading', { name: 'Mario Rossi' })).toHaveAttribute('dir', 'auto');
    expect(
      card.getByText(
        '01/03/26, ' + new Date('2026-03-01T10:30:00.000Z').toLocaleTimeString('it', { timeStyle: 'short' }),
      ),
    ).toBeInTheDocument();
    const vehicle = card.getByRole('link', { name: /BMW Serie 5 \(2023\)/ });
    expect(vehicle.getAttribute('href')).toBe('/veicoli/4');
    expect(vehicle.getAttribute('target')).toBe('_blank');

    const mail = card.getByRole('link', { name: 'Rispondi via email' }).getAttribute('href') ?? '';
    expect(mail.startsWith('mailto:mario.rossi@example.com?subject=')).toBe(true);
    expect(decodeURIComponent(mail.split('subject=')[1]!.split('&')[0]!)).toBe('Re: Richiesta Noleggio Auto di Lusso');
    expect(decodeURIComponent(mail.split('body=')[1]!)).toContain('> Vorrei noleggiare la BMW per un weekend.');

    const whatsapp = card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsapp.startsWith('https://wa.me/393331234567?text=')).toBe(true);
  });

  it('offers no WhatsApp reply without a phone and no vehicle link without a vehicle', () => {
    renderTab([request({ phone: '', vehicleId: null, vehicleLabel: null })]);
    const card = within(screen.getByRole('article', { name: 'Mario Rossi' }));
    expect(card.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(card.queryByRole('link', { name: /veicolo/i })).toBeNull();
  });

  it('filters by status', () => {
    renderTab([request(), request({ id: 2, firstName: 'Anna', lastName: 'Bianchi', status: 'chiusa' })]);
    expect(screen.getAllByRole('article')).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('Chiusa (1)'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Anna Bianchi' })).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Contattata (0)'));
    expect(screen.getByText('Nessuna richiesta con questo stato.')).toBeInTheDocument();
  });

  it('asks the server for the words typed, the service and the days, from the first page', async () => {
    // A fresh answer for each call: a Response's body can be read once.
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(trpcAnswer({ result: { data: pageOf([]) } })));
    renderTab([request()]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca' }), { target: { value: 'rossi 333' } });
    fireEvent.change(screen.getByLabelText('Ricevute dal'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('Nessuna richiesta corrisponde alla ricerca.')).toBeInTheDocument();
    // The day goes at once, the words once typing pauses: the last search carries both.
    const inputs = () =>
      fetchMock.mock.calls
        .map(([url]) => decodeURIComponent(String(url)))
        .filter((url) => url.includes('admin.contactRequests.search'))
        .map((url) => (JSON.parse(url.split('input=')[1]!) as Record<string, Record<string, unknown>>)['0']);
    await waitFor(() => expect(inputs()).toContainEqual({ page: 1, pageSize: 20, q: 'rossi 333', from: '2026-03-01' }));

    fireEvent.click(screen.getByRole('button', { name: 'Mostra tutte le richieste' }));
    expect(await screen.findByRole('article', { name: 'Mario Rossi' })).toBeInTheDocument();
  });

  it('shows the empty text without requests', () => {
    renderTab([]);
    expect(screen.getByText('Nessuna richiesta di contatto ricevuta.')).toBeInTheDocument();
  });

  it('changes the status and refreshes the list and the new-requests count', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: request({ status: 'contattata' }) } }))
      .mockResolvedValue(trpcAnswer({ result: { data: pageOf([request({ status: 'contattata' })]) } }));
    const { queryClient, trpc } = renderTab([request()]);

    const select = screen.getAllByLabelText('Stato').find((element) => element.tagName === 'INPUT')!;
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Contattata' }));

    expect(await screen.findByText('Stato aggiornato')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.contactRequests.updateStatus');
    expect(JSON.parse(String(init?.body))).toEqual({ '0': { id: 1, status: 'contattata' } });
    await waitFor(() => {
      const refetched = fetchMock.mock.calls.slice(1).map(([u]) => String(u));
      expect(refetched.some((u) => u.includes('admin.contactRequests.search'))).toBe(true);
    });
    // The tab badge reads countNew: it is refetched as soon as the dashboard shows it again.
    expect(queryClient.getQueryState(trpc.admin.contactRequests.countNew.queryKey())?.isInvalidated).toBe(true);
  });

  it('shows where the e-mails of each request stand, its language and page', () => {
    renderTab([
      request(),
      request({ id: 2, firstName: 'Anna', lastName: 'Bianchi', notification: 'pending', language: 'it', page: null }),
      request({ id: 3, firstName: 'Luca', lastName: 'Neri', notification: 'failed' }),
      request({ id: 4, firstName: 'Sara', lastName: 'Verdi', confirmationSkipped: true }),
    ]);
    const mario = within(screen.getByRole('article', { name: 'Mario Rossi' }));
    expect(mario.getByText('E-mail inviate')).toBeInTheDocument();
    expect(mario.getByText('tedesco')).toHaveAttribute('lang', 'de');
    expect(mario.getByText('/de/veicoli/4')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Anna Bianchi' })).getByText('E-mail in attesa di invio'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Luca Neri' })).getByText('E-mail non riuscite'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Mario Rossi' })).toHaveAttribute('id', 'richiesta-1');
    expect(screen.queryByText('Notifiche e-mail disattivate')).toBeNull();
    // A confirmation held back by the limits is said on its request only.
    const skipped = 'Conferma al cliente non inviata (limiti anti-spam)';
    expect(within(screen.getByRole('article', { name: 'Sara Verdi' })).getByText(skipped)).toBeInTheDocument();
    expect(screen.getAllByText(skipped)).toHaveLength(1);
  });

  it('shows a dated request’s days, office, indicative price and whether the vehicle is free, and confirms it', async () => {
    const dated = {
      pickupDate: '2027-05-14',
      returnDate: '2027-05-17',
      pickupOfficeId: 2,
      pickupOfficeName: 'Sede di Monza',
      quotedPriceCents: 45000,
    } as const;
    const { calls } = mockTrpc({
      'admin.reservations.confirmBooking': () => ({
        request: request({ ...dated, status: 'contattata' }),
        bookingMail: 'queued',
      }),
      'admin.reservations.list': () => [],
      'admin.contactRequests.search': () => pageOf([request({ ...dated, availability: 'booked' })]),
    });
    renderTab([
      request({ ...dated, availability: 'free' }),
      request({ id: 2, firstName: 'Anna', lastName: 'Bianchi', ...dated, availability: 'taken' }),
      request({ id: 3, firstName: 'Luca', lastName: 'Neri', ...dated, availability: 'booked' }),
      request({ id: 4, firstName: 'Sara', lastName: 'Verdi' }),
    ]);
    const mario = within(screen.getByRole('article', { name: 'Mario Rossi' }));
    expect(mario.getByTestId('request-rental')).toHaveTextContent(
      'Dal 14 maggio 2027 al 17 maggio 2027 (3 giorni) · Ritiro presso Sede di Monza · Prezzo indicativo € 450,00',
    );
    expect(mario.getByText('Veicolo libero in queste date')).toBeInTheDocument();
    const anna = within(screen.getByRole('article', { name: 'Anna Bianchi' }));
    expect(anna.getByText('Veicolo già prenotato in queste date')).toBeInTheDocument();
    const luca = within(screen.getByRole('article', { name: 'Luca Neri' }));
    expect(luca.getByText('Prenotazione confermata')).toBeInTheDocument();
    expect(luca.queryByRole('button', { name: 'Conferma prenotazione' })).toBeNull();
    const sara = within(screen.getByRole('article', { name: 'Sara Verdi' }));
    expect(sara.queryByTestId('request-rental')).toBeNull();
    expect(sara.queryByRole('button', { name: 'Conferma prenotazione' })).toBeNull();

    fireEvent.click(mario.getByRole('button', { name: 'Conferma prenotazione' }));
    const question = within(await screen.findByRole('dialog', { name: 'Conferma prenotazione' }));
    fireEvent.click(question.getByRole('button', { name: 'Conferma e invia' }));
    expect(await screen.findByText('La conferma della prenotazione sarà inviata al cliente')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'admin.reservations.confirmBooking')).toEqual({
      path: 'admin.reservations.confirmBooking',
      input: { id: 1 },
    });
    await waitFor(() => expect(calls.some((call) => call.path === 'admin.contactRequests.search')).toBe(true));
  });

  it('says so when a booking is made without its e-mail to the customer', async () => {
    const dated = { pickupDate: '2027-05-14', returnDate: '2027-05-17' } as const;
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        trpcAnswer({
          result: { data: { request: request({ ...dated, status: 'contattata' }), bookingMail: 'request_limit' } },
        }),
      )
      .mockResolvedValue(trpcAnswer({ result: { data: pageOf([request({ ...dated, availability: 'booked' })]) } }));
    renderTab([request({ ...dated, availability: 'free' })]);
    fireEvent.click(screen.getByRole('button', { name: 'Conferma prenotazione' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma e invia' }));
    expect(
      await screen.findByText(
        'E-mail al cliente non inviata: per questa richiesta ne è già partita una nelle ultime 24 ore. Avvisa il cliente dalla tua casella di posta o per telefono',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('La conferma della prenotazione sarà inviata al cliente')).toBeNull();
  });

  it('says notifications are off and offers no resend when the server sends no e-mail', () => {
    renderTab([request({ notification: 'off' })], { notificationsOn: false });
    expect(screen.getByText('Notifiche e-mail disattivate')).toBeInTheDocument();
    const card = within(screen.getByRole('article', { name: 'Mario Rossi' }));
    expect(card.getByText('Notifiche disattivate')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Invia di nuovo la notifica' })).toBeNull();
  });

  it('sends the notification again and refreshes the list', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(trpcAnswer({ result: { data: request({ notification: 'pending' }) } }))
      .mockResolvedValue(trpcAnswer({ result: { data: pageOf([request({ notification: 'pending' })]) } }));
    renderTab([request({ notification: 'failed' })]);

    fireEvent.click(screen.getByRole('button', { name: 'Invia di nuovo la notifica' }));
    expect(await screen.findByText('Notifica in coda')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('admin.contactRequests.resendNotification');
    expect(JSON.parse(String(init?.body))).toEqual({ '0': { id: 1 } });
    await waitFor(() => {
      const refetched = fetchMock.mock.calls.slice(1).map(([u]) => String(u));
      expect(refetched.some((u) => u.includes('admin.contactRequests.search'))).toBe(true);
    });
  });
});
