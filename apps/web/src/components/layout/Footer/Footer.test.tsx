import { DEFAULT_OPENING_HOURS, type Office } from '@nbt/validation';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../test';
import { makeOffice } from '../../../../test/fixtures';
import { readKey } from '../../../lib/public-data';
import { Footer } from './Footer';

/** The footer with `offices` already read; it links to other pages, so it needs a router: a one-page one. */
function renderFooter(offices: Office[]) {
  const rootRoute = createRootRoute({ component: Footer });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />, { seed: { [readKey('offices.list', undefined)]: offices } });
}

/** The footer's hours as [days, hours] pairs, in order. */
async function hoursShown(): Promise<string[][]> {
  const list = (await screen.findByText('Orari di apertura:')).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('Footer', () => {
  it('shows the main office’s week on three lines when Monday to Friday share their hours', async () => {
    renderFooter([makeOffice({ openingHours: { ...DEFAULT_OPENING_HOURS } })]);
    expect(await hoursShown()).toEqual([
      ['Lun-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
  });

  it('shows a Tuesday with other hours on its own line', async () => {
    const tuesdayLate = makeOffice({ openingHours: { ...DEFAULT_OPENING_HOURS, tuesday: '09:00-20:00' } });
    renderFooter([makeOffice({ id: 2, isMainOffice: false }), tuesdayLate]);
    expect(await hoursShown()).toEqual([
      ['Lun', '09:00-18:00'],
      ['Mar', '09:00-20:00'],
      ['Mer-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
  });
});
