import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_HOURS } from '@nbt/validation/examples';
import { HIDDEN_PRICE, makeOffice, makeRentalOption, makeVehicle } from '../../../../test/fixtures';
import { fireEvent, invalidInputAnswer, render, resultAnswer, screen, waitFor } from '../../../../test';
import { mockTrpc } from '../../../../test/trpc-mock';
import { formatDailyPrice } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { readKey } from '../../../lib/public-data';
import { messages as englishDeferred } from '../../../locales/en/deferred.po';
import { messages as englishMessages } from '../../../locales/en/messages.po';
import { ContactForm } from './ContactForm';
import classes from './ContactForm.module.css';

/** What the API answers a contact request whose message is over the limit. */
function tooLongAnswer() {
  return invalidInputAnswer([
    { path: 'message', code: 'too_big', origin: 'string', maximum: 40, message: 'Massimo 40 caratteri' },
  ]);
}

/** Fills every required field with accepted values. */
function fillValidRequest() {
  fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Mario' } });
  fireEvent.change(screen.getByLabelText(/^Cognome/), { target: { value: 'Rossi' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'mario@example.com' } });
  fireEvent.change(screen.getByRole('combobox', { name: /^Servizio/ }), { target: { value: 'Assistenza Nazionale' } });
  fireEvent.change(screen.getByLabelText(/^Messaggio/), { target: { value: 'Un preventivo, grazie.' } });
}

describe('ContactForm', () => {
  it('marks the required fields and uses email and tel inputs', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Telefono/).getAttribute('type')).toBe('tel');
    for (const label of ['Nome', 'Cognome', 'Email', 'Messaggio']) {
      expect(screen.getByText(label).closest('label')?.textContent).toContain('*');
    }
  });

  it('shows the validation messages on an empty submit', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    expect((await screen.findAllByText('Campo obbligatorio')).length).toBe(4);
    expect(screen.getByText('Seleziona un servizio', { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
  });

  it('checks the fields with the shared rules and sends nothing while one fails', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Mario' } });
    fireEvent.change(screen.getByLabelText(/^Cognome/), { target: { value: 'Rossi\u0007' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'mario..rossi@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Telefono/), { target: { value: '02 ABC' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Servizio/ }), { target: { value: 'Autolavaggio' } });
    fireEvent.change(screen.getByLabelText(/^Messaggio/), { target: { value: 'Un preventivo, grazie.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    expect(await screen.findByText('Testo non valido: contiene caratteri non ammessi')).toBeInTheDocument();
    expect(screen.getByText('Indirizzo email non valido')).toBeInTheDocument();
    expect(screen.getByText('Numero di telefono non valido')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('moves focus to the first field in error after a refused send', async () => {
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Mario' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(screen.getByLabelText(/^Cognome/)).toHaveFocus());
  });

  it('moves focus to the server-refused field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(tooLongAnswer());
    render(<ContactForm />);
    fillValidRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await waitFor(() => expect(screen.getByLabelText(/^Messaggio/)).toHaveFocus());
    fetch.mockRestore();
  });

  it('with the site mailing the office: no e-mail draft, the confirmation announced and focused', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(resultAnswer({ success: true, mailed: true, confirmation: true }));
    const before = window.location.href;
    render(<ContactForm />);
    fillValidRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('ti abbiamo inviato una conferma via e-mail');
    await waitFor(() => expect(status).toHaveFocus());
    expect(window.location.href).toBe(before);
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('');
    fetch.mockRestore();
  });

  it('takes typed text in either direction', () => {
    render(<ContactForm />);
    expect(classes.typed).toBeTruthy();
    for (const label of [/^Nome/, /^Cognome/, /^Messaggio/]) {
      expect(screen.getByLabelText(label)).toHaveClass(classes.typed!);
    }
  });

  it('hides the honeypot from people and from the tab order', () => {
    const { container } = render(<ContactForm />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  describe('in English', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      i18n.activate('it');
    });

    it("shows the server's refusal in the visitor's language, written from its code and limit", async () => {
      i18n.load('en', { ...englishMessages, ...englishDeferred });
      i18n.activate('en');
      const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(tooLongAnswer());
      render(<ContactForm />);

      fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Mario' } });
      fireEvent.change(screen.getByLabelText(/^Surname/), { target: { value: 'Rossi' } });
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'mario@example.com' } });
      fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'A message the server finds too long' } });
      const service = screen.getByRole('combobox', { name: /^Service/ });
      expect(service.tagName).toBe('SELECT');
      expect(screen.getByRole('option', { name: 'Car Wash' })).toHaveValue('Autolavaggio');
      fireEvent.change(service, { target: { value: 'Assistenza Nazionale' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

      expect(await screen.findByText('Maximum 40 characters')).toBeInTheDocument();
      expect(screen.queryByText('Massimo 40 caratteri')).not.toBeInTheDocument();
      expect(fetch).toHaveBeenCalledOnce();
    });
  });

  describe("the service's own fields", () => {
    afterEach(() => vi.restoreAllMocks());
    const chooseService = (value: string) =>
      fireEvent.change(screen.getByRole('combobox', { name: /^Servizio/ }), { target: { value } });
    const change = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });

    it('shows the fields of the service chosen, and none for a service that needs none', async () => {
      render(<ContactForm />);
      expect(screen.queryByTestId('service-details')).not.toBeInTheDocument();
      chooseService('Trasporti Pesanti');
      expect(await screen.findByLabelText(/^Luogo di partenza/)).toBeRequired();
      expect(screen.getByLabelText(/^Destinazione/)).toBeRequired();
      expect(screen.getByLabelText(/^Cosa trasportare/)).toBeRequired();
      expect(screen.getByLabelText(/^Peso indicativo/)).not.toBeRequired();
      expect(screen.getByLabelText(/^Data del trasporto/)).toHaveAttribute('type', 'date');
      chooseService('Movimento Terra');
      expect(await screen.findByLabelText(/^Indirizzo o comune del cantiere/)).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Non lo so: consigliatemi voi' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: /^Operatore/ })).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Luogo di partenza/)).not.toBeInTheDocument();
      chooseService('Autolavaggio');
      expect(await screen.findByLabelText(/^Targa del veicolo/)).toBeInTheDocument();
      chooseService('Noleggio Auto di Lusso');
      expect(screen.queryByTestId('service-details')).not.toBeInTheDocument();
    });

    it('shows them at once when a link chose the service, but not for a request about a vehicle', async () => {
      const { unmount } = render(<ContactForm service="Autoriparazioni" />);
      expect(await screen.findByLabelText(/^Targa del veicolo/)).toBeInTheDocument();
      expect(screen.getByLabelText(/^Fascia oraria/)).toBeInTheDocument();
      unmount();
      const truck = makeVehicle({ vehicle_category: 'camion', listing_type: 'rental' });
      render(<ContactForm vehicleId={truck.id} />, { seed: { [readKey('vehicles.byId', { id: truck.id })]: truck } });
      expect(screen.getByRole('combobox', { name: /^Servizio/ })).toHaveValue('Trasporti Pesanti');
      expect(screen.queryByTestId('service-details')).not.toBeInTheDocument();
    });

    it('asks for the required ones, then sends them as the service details', async () => {
      const { calls } = mockTrpc({ 'contact.create': () => ({ success: true, mailed: true, confirmation: false }) });
      render(<ContactForm />);
      fillValidRequest();
      chooseService('Movimento Terra');
      await screen.findByLabelText(/^Indirizzo o comune del cantiere/);
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await waitFor(() => expect(screen.getByLabelText(/^Indirizzo o comune del cantiere/)).toHaveFocus());
      expect(screen.getAllByText('Campo obbligatorio')).toHaveLength(5);
      expect(calls).toEqual([]);

      change(/^Indirizzo o comune del cantiere/, ' Gorgonzola ');
      change(/^Macchina/, 'unsure');
      change(/^Durata/, '12');
      change(/^Inizio dei lavori/, '2027-03-10');
      fireEvent.click(screen.getByRole('radio', { name: 'Senza operatore' }));
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await screen.findByRole('status');
      expect(calls.find((call) => call.path === 'contact.create')?.input).toMatchObject({
        service: 'Movimento Terra',
        serviceDetails: {
          kind: 'earthworks',
          site: 'Gorgonzola',
          machine: null,
          withOperator: false,
          days: 12,
          startDate: '2027-03-10',
        },
      });
      // A request sent starts the form afresh, the service's fields with it.
      expect(screen.queryByTestId('service-details')).not.toBeInTheDocument();
      chooseService('Movimento Terra');
      expect(await screen.findByLabelText(/^Indirizzo o comune del cantiere/)).toHaveValue('');
    });

    it('says at once that the office is closed on the half day chosen for the workshop, and sends nothing', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      // Open 08:00-18:00 on weekdays, 08:00-13:00 on Saturday, closed on Sunday.
      const office = makeOffice({ id: 7, isMainOffice: true, openingHours: EXAMPLE_HOURS });
      render(<ContactForm service="Autolavaggio" />, { seed: { [readKey('offices.list', undefined)]: [office] } });
      fillValidRequest();
      chooseService('Autolavaggio');
      change(/^Targa del veicolo/, 'AB123CD');
      const closed = 'In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento';
      // Wednesday to Saturday are 2027-03-10 to 2027-03-13.
      change(/^Giorno preferito/, '2027-03-13');
      change(/^Fascia oraria/, 'afternoon');
      expect(screen.getByLabelText(/^Giorno preferito/)).toHaveAccessibleDescription(closed);
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await waitFor(() => expect(screen.getByLabelText(/^Giorno preferito/)).toHaveFocus());
      expect(fetch).not.toHaveBeenCalled();
      change(/^Fascia oraria/, 'morning');
      expect(screen.getByLabelText(/^Giorno preferito/)).not.toHaveAccessibleDescription(closed);
      change(/^Giorno preferito/, '2027-03-14');
      expect(screen.getByLabelText(/^Giorno preferito/)).toHaveAccessibleDescription(closed);
    });

    it("shows the server's refusal of a detail on its field", async () => {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(
        invalidInputAnswer([
          {
            path: 'serviceDetails.day',
            code: 'custom',
            params: { code: 'workshop_closed' },
            message: 'In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento',
          },
        ]),
      );
      // No office recorded: any day is taken, as on the server.
      render(<ContactForm service="Autolavaggio" />, { seed: { [readKey('offices.list', undefined)]: [] } });
      fillValidRequest();
      chooseService('Autolavaggio');
      change(/^Targa del veicolo/, 'ab123cd');
      expect(screen.getByLabelText(/^Targa del veicolo/)).toHaveValue('AB123CD');
      change(/^Giorno preferito/, '2027-03-14');
      change(/^Fascia oraria/, 'morning');
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      await waitFor(() => expect(screen.getByLabelText(/^Giorno preferito/)).toHaveFocus());
      expect(screen.getByLabelText(/^Giorno preferito/)).toHaveAccessibleDescription(
        'In questo giorno e fascia oraria la sede è chiusa: scegli un altro momento',
      );
    });
  });

  describe('opened from a vehicle with rental dates', () => {
    afterEach(() => vi.restoreAllMocks());

    function withVehicle(overrides: Parameters<typeof makeVehicle>[0]) {
      const vehicle = makeVehicle({ brand: 'Audi', model: 'RS6', year: 2024, listing_type: 'rental', ...overrides });
      // Open 08:00-18:00 on weekdays, 08:00-13:00 on Saturday, closed on Sunday.
      const office = makeOffice({ id: 7, isMainOffice: true, openingHours: EXAMPLE_HOURS });
      // Another office that takes cars back from this one, for a fee.
      const monza = makeOffice({ id: 8, name: 'Sede di Monza', city: 'Monza', oneWayFeeCents: 6000 });
      // The API's answers the form starts from (the offer's options reach the query cache from them).
      const seed = {
        [readKey('vehicles.byId', { id: vehicle.id })]: vehicle,
        [readKey('offices.list', undefined)]: [office, monza],
        [readKey('rentalOptions.list', undefined)]: [KASKO, CHILD_SEAT],
      };
      return { vehicle, seed };
    }
    const KASKO = makeRentalOption({ id: 1 });
    const CHILD_SEAT = makeRentalOption({ id: 3, name: { it: 'Seggiolino' }, price_cents: 800, max_quantity: 3 });
    /** The server's breakdown of 3 days at € 200 with the kasko and two seats, back in Monza. */
    const QUOTE = {
      days: 3,
      dailyCents: 20000,
      periodCents: 60000,
      options: [
        { id: 1, name: KASKO.name, quantity: 1, totalCents: 7500 },
        { id: 3, name: CHILD_SEAT.name, quantity: 2, totalCents: 4800 },
      ],
      oneWayFeeCents: 6000,
      totalCents: 78300,
      depositEuros: 3000,
      kmIncluded: 600,
    };
    /** Wednesday to Saturday. */
    const rental = { pickupDate: '2027-03-10', returnDate: '2027-03-13' };

    it('carries the options and return office chosen, shows the server breakdown and sends them with the office', async () => {
      const { vehicle, seed } = withVehicle({ price_per_day: 20000 });
      // The server refuses the kasko (taken out of the catalogue meanwhile): its message stands on it.
      const refused = {
        message: 'Opzione non disponibile: non è nel listino',
        code: -32600,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          appCode: 'INVALID_INPUT',
          messageCode: 'OPTION_UNAVAILABLE',
          issues: [{ path: 'options.0.id', code: 'custom', message: 'Opzione non disponibile: non è nel listino' }],
        },
      };
      const { calls } = mockTrpc({
        'quote.create': () => QUOTE,
        'contact.create': () => {
          throw refused;
        },
      });
      render(
        <ContactForm
          vehicleId={vehicle.id}
          rental={rental}
          pickupOfficeId={7}
          offer={{ opzioni: '1x1,3x2', rientro: 8 }}
        />,
        { seed },
      );

      expect(await screen.findByTestId('request-rental')).toHaveTextContent(
        'Dal 10 marzo 2027 al 13 marzo 2027 (3 giorni)',
      );
      expect(screen.getByRole('combobox', { name: /^Servizio/ })).toHaveValue('Noleggio Auto di Lusso');
      // The time selects load with a request that has dates.
      const pickup = await screen.findByRole('combobox', { name: /^Ora di ritiro/ });
      await waitFor(() => expect(pickup).toHaveValue('10:00'));
      // The choice made on the vehicle page, editable here, and the breakdown the server priced it with.
      expect(await screen.findByRole('checkbox', { name: 'Kasko' }, { timeout: 5000 })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Seggiolino' })).toHaveValue('2');
      expect(screen.getByRole('combobox', { name: 'Sede di riconsegna' })).toHaveValue('8');
      await waitFor(() =>
        expect(screen.getByTestId('quote-total')).toHaveTextContent(`Totale ${formatDailyPrice(78300, 'it')}`),
      );
      expect(screen.getByTestId('quote-lines')).toHaveTextContent(
        `Riconsegna in un'altra sede${formatDailyPrice(6000, 'it')}`,
      );
      expect(calls.find((call) => call.path === 'quote.create')?.input).toMatchObject({
        vehicleId: vehicle.id,
        ...rental,
        pickupTime: '10:00',
        returnTime: '10:00',
        options: [
          { id: 1, quantity: 1 },
          { id: 3, quantity: 2 },
        ],
        pickupOfficeId: 7,
        returnOfficeId: 8,
      });

      fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Mario' } });
      fireEvent.change(screen.getByLabelText(/^Cognome/), { target: { value: 'Rossi' } });
      fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'mario@example.com' } });
      fireEvent.change(screen.getByLabelText(/^Messaggio/), { target: { value: 'Per un weekend.' } });
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));

      const kasko = screen.getByRole('checkbox', { name: 'Kasko' });
      await waitFor(() => expect(kasko).toHaveFocus());
      expect(kasko).toHaveAccessibleDescription(expect.stringContaining('Opzione non disponibile per questo veicolo'));
      expect(calls.find((call) => call.path === 'contact.create')?.input).toMatchObject({
        vehicleId: vehicle.id,
        ...rental,
        pickupTime: '10:00',
        returnTime: '10:00',
        pickupOfficeId: 7,
        options: [
          { id: 1, quantity: 1 },
          { id: 3, quantity: 2 },
        ],
        returnOfficeId: 8,
      });
    });

    it("offers the office's hours of each day, and counts a later return as one more day", async () => {
      const { vehicle, seed } = withVehicle({ price_per_day: 20000 });
      render(<ContactForm vehicleId={vehicle.id} rental={rental} pickupOfficeId={7} />, { seed });
      const pickup = await screen.findByRole('combobox', { name: /^Ora di ritiro/ });
      const back = screen.getByRole('combobox', { name: /^Ora di riconsegna/ });
      await waitFor(() => expect(pickup).toHaveValue('10:00'));
      const options = (select: HTMLElement) => [...select.querySelectorAll('option')].map((option) => option.value);
      expect(options(pickup)[0]).toBe('08:00');
      expect(options(pickup).at(-1)).toBe('18:00');
      // Saturday closes at 13:00.
      expect(options(back).at(-1)).toBe('13:00');
      fireEvent.change(back, { target: { value: '12:00' } });
      expect(screen.getByTestId('request-rental')).toHaveTextContent('(4 giorni)');
    });

    it('says so and sends nothing when the office is closed on a day chosen', async () => {
      const { vehicle, seed } = withVehicle({});
      const fetch = vi.spyOn(globalThis, 'fetch');
      render(<ContactForm vehicleId={vehicle.id} rental={{ ...rental, returnDate: '2027-03-14' }} />, { seed });
      expect(await screen.findByText('Sede chiusa in questo giorno')).toBeVisible();
      const back = screen.getByRole('combobox', { name: /^Ora di riconsegna/ });
      expect(back).toBeDisabled();
      fillValidRequest();
      fireEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
      expect(await screen.findAllByText(/Sede chiusa in questo giorno/)).not.toHaveLength(0);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('shows no price when the firm hides it', async () => {
      const { vehicle, seed } = withVehicle(HIDDEN_PRICE);
      const priceless = {
        dailyCents: null,
        periodCents: null,
        oneWayFeeCents: null,
        totalCents: null,
        depositEuros: null,
      };
      mockTrpc({
        'quote.create': () => ({ ...QUOTE, ...priceless, options: [{ ...QUOTE.options[1]!, totalCents: null }] }),
      });
      render(<ContactForm vehicleId={vehicle.id} rental={rental} offer={{ opzioni: '3x2' }} />, { seed });
      const summary = await screen.findByTestId('request-rental');
      expect(summary).toHaveTextContent('(3 giorni)');
      expect(summary).not.toHaveTextContent('indicativo');
      // The options stay choosable; the breakdown names them without amounts.
      await waitFor(
        () => expect(screen.getByTestId('quote-total')).toHaveTextContent("Il prezzo ti sarà comunicato dall'ufficio."),
        { timeout: 5000 },
      );
      expect(screen.getByRole('checkbox', { name: 'Kasko' })).not.toBeChecked();
      expect(screen.getByTestId('quote-lines')).toHaveTextContent('Seggiolino × 2');
      expect(screen.getByTestId('quote-lines')).not.toHaveTextContent('€');
    });
  });
});
