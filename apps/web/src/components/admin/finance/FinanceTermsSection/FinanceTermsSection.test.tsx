import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { FinanceTerms } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { mockTrpc } from '../../../../../test/trpc-mock';
import { FinanceTermsSection } from './FinanceTermsSection';

const STATED: NonNullable<FinanceTerms> = {
  tan_percent: 5.9,
  setup_fee_cents: 25_000,
  monthly_fee_cents: 350,
  months: [24, 36, 48, 60],
  min_down_payment_percent: 10,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

const updates = (calls: { path: string; input: unknown }[]) =>
  calls.filter((call) => call.path === 'admin.financeTerms.update').map((call) => call.input);

function renderSection() {
  render(
    <ModalsProvider>
      <Notifications />
      <FinanceTermsSection />
    </ModalsProvider>,
  );
}

const field = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) });

describe('FinanceTermsSection', () => {
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });

  it('states terms where there were none: the TAN is required, the fees go out in cents', async () => {
    let stored: FinanceTerms = null;
    const { calls } = mockTrpc({
      'financeTerms.get': () => stored,
      'admin.financeTerms.update': (input) => {
        const { terms } = input as { terms: Omit<NonNullable<FinanceTerms>, 'updatedAt'> };
        stored = { ...terms, updatedAt: '2026-11-28T10:00:00.000Z' };
        return stored;
      },
    });
    renderSection();
    expect(await screen.findByText('Nessun finanziamento offerto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Togli il finanziamento' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Salva condizioni' }));
    expect(await screen.findByText('Valore numerico non valido')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);

    fireEvent.change(field('TAN (%)'), { target: { value: '6,45' } });
    fireEvent.change(field('Spese di istruttoria (€)'), { target: { value: '300' } });
    fireEvent.change(field('Spese di incasso (€)'), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '72 mesi' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '24 mesi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva condizioni' }));

    await waitFor(() =>
      expect(updates(calls)).toEqual([
        {
          terms: {
            tan_percent: 6.45,
            setup_fee_cents: 30_000,
            monthly_fee_cents: 250,
            months: [36, 48, 60, 72],
            min_down_payment_percent: 10,
          },
        },
      ]),
    );
    expect(await screen.findByText('Condizioni di finanziamento salvate')).toBeInTheDocument();
    expect(screen.getByText('Offerto')).toBeInTheDocument();
  });

  it('shows the stated terms and withdraws them once confirmed', async () => {
    const { calls } = mockTrpc({
      'financeTerms.get': () => STATED,
      'admin.financeTerms.update': () => null,
    });
    renderSection();
    await waitFor(() => expect(field('TAN (%)')).toHaveValue('5,9'));
    expect(field('Spese di istruttoria (€)')).toHaveValue('250');
    expect(field('Spese di incasso (€)')).toHaveValue('3,5');
    expect(field('Anticipo minimo (%)')).toHaveValue('10');
    expect(screen.getByRole('checkbox', { name: '36 mesi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '12 mesi' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Togli il finanziamento' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Togli il finanziamento' }));
    expect(updates(calls)).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Togli il finanziamento' }));

    await waitFor(() => expect(updates(calls)).toEqual([{ terms: null }]));
    expect(await screen.findByText('Nessun finanziamento offerto')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    mockTrpc({
      'financeTerms.get': () => STATED,
      'admin.financeTerms.update': () => {
        throw {
          message: 'Dati non validi',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            appCode: 'INVALID_INPUT',
            messageCode: 'INVALID_INPUT',
            issues: [
              { path: 'terms.months', code: 'too_big', maximum: 8, origin: 'array', message: 'Massimo 8 elementi' },
            ],
          },
        };
      },
    });
    renderSection();
    await waitFor(() => expect(field('TAN (%)')).toHaveValue('5,9'));
    fireEvent.click(screen.getByRole('button', { name: 'Salva condizioni' }));
    expect(await screen.findByText('Massimo 8 elementi')).toBeInTheDocument();
  });
});
