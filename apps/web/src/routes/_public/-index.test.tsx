import { describe, expect, it } from 'vitest';
import { readKey } from '../../lib/public-data';
import { renderRoute, screen, within } from '../../../test';

/** No offices (the fixed address and hours), so no request leaves the test. */
const noOffices = () => ({ [readKey('offices.list', undefined)]: [] });

describe('home page', () => {
  it('renders its Italian heading inside the public frame', async () => {
    renderRoute('/', { seed: noOffices() });
    // The route's code-split chunk is transformed on first use: give it time on a cold run.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(heading.textContent).toBe('Eccellenza in Movimento');
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeInTheDocument();
    // The footer's code comes after the page's, and so does the lower half's (server-rendered sections).
    expect(await screen.findByRole('contentinfo', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Parliamo del tuo prossimo viaggio' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    for (const id of ['home', 'servizi', 'flotta', 'chi-siamo', 'contatti']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it('leads each service card to its vehicles, a request for it or a call', async () => {
    renderRoute('/', { seed: noOffices() });
    const card = async (title: string) =>
      within(await screen.findByRole('article', { name: title }, { timeout: 15_000 }));
    const machines = await card('Movimento Terra');
    expect(machines.getByRole('link', { name: 'Vedi i mezzi' })).toHaveAttribute(
      'href',
      '/veicoli?tab=movimento-terra',
    );
    expect(machines.getByRole('link', { name: 'Richiedi un preventivo' })).toHaveAttribute(
      'href',
      '/?servizio=movimento-terra#contatti',
    );
    // A link names the card it belongs to, for a screen reader's list of links.
    expect(machines.getByRole('link', { name: 'Vedi i mezzi' })).toHaveAccessibleDescription('Movimento Terra');
    const assistance = await card('Assistenza Nazionale');
    expect(assistance.getByRole('link', { name: "Chiama l'assistenza" }).getAttribute('href')).toMatch(/^tel:/);
    expect(assistance.queryByRole('link', { name: 'Vedi i mezzi' })).toBeNull();
  });

  it('shows the 404 page inside the header and footer for an unknown path', async () => {
    renderRoute('/non-esiste');
    expect(await screen.findByRole('heading', { level: 1, name: '404 - Pagina Non Trovata' })).toBeInTheDocument();
    expect(screen.getByText('La pagina che stai cercando non esiste o è stata spostata.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
