import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../test';
import { ContactForm } from './ContactForm';

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
});
