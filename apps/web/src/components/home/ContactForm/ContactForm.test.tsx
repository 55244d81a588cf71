import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '../../../../test';
import { i18n } from '../../../lib/i18n';
import { messages as englishDeferred } from '../../../locales/en/deferred.po';
import { messages as englishMessages } from '../../../locales/en/messages.po';
import { ContactForm } from './ContactForm';

/** What the API answers a contact request whose message is over the limit (as the tRPC error formatter writes it). */
function tooLongAnswer() {
  const error = {
    message: 'Dati non validi',
    code: -32600,
    data: {
      code: 'BAD_REQUEST',
      httpStatus: 400,
      appCode: 'INVALID_INPUT',
      messageCode: 'INVALID_INPUT',
      issues: [{ path: 'message', code: 'too_big', origin: 'string', maximum: 40, message: 'Massimo 40 caratteri' }],
    },
  };
  return new Response(JSON.stringify([{ error }]), { status: 400, headers: { 'content-type': 'application/json' } });
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
      fireEvent.click(screen.getAllByLabelText(/^Service/)[0]!);
      fireEvent.click(await screen.findByRole('option', { name: 'Car Wash' }));
      fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));

      expect(await screen.findByText('Maximum 40 characters')).toBeInTheDocument();
      expect(screen.queryByText('Massimo 40 caratteri')).not.toBeInTheDocument();
      expect(fetch).toHaveBeenCalledOnce();
    });
  });
});
