import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, screen, waitFor } from '../../../test';
import { makeAdminVehicle } from '../../../test/fixtures';

/** Route components are lazy chunks: the first screen can take seconds in jsdom on a busy machine. */
const slow = { timeout: 15_000 };

/**
 * Answers tRPC batch calls (GET /api/trpc/a,b?batch=1) from a table of procedure results;
 * a procedure missing from the table fails with 404 as an unknown one would.
 */
function mockTrpc(results: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const paths = decodeURIComponent(url.pathname.replace(/^\/api\/trpc\//, '')).split(',');
    const body = paths.map((path) =>
      path in results
        ? { result: { data: results[path] } }
        : { error: { message: 'Not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } } },
    );
    return Promise.resolve(Response.json(body));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const admin = { user: { id: 1, username: 'admin', isAdmin: true } };

describe('/admin', { timeout: 20_000 }, () => {
  it('tells a visitor access is denied, then sends them to the login', async () => {
    mockTrpc({ 'auth.me': { user: null } });
    const { router } = renderRoute('/admin');
    expect(await screen.findByText('Accesso negato. Reindirizzamento al login...', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 3000 });
    expect(await screen.findByRole('heading', { name: 'Area amministrativa' }, slow)).toBeInTheDocument();
  });

  it('denies a signed-in user who is not an administrator', async () => {
    mockTrpc({ 'auth.me': { user: { id: 2, username: 'mario', isAdmin: false } } });
    renderRoute('/admin');
    expect(await screen.findByText('Accesso negato. Reindirizzamento al login...', {}, slow)).toBeInTheDocument();
  });

  it('shows the dashboard to an administrator, on the tab named in the URL', async () => {
    mockTrpc({
      'auth.me': admin,
      'admin.vehicles.search': { items: [makeAdminVehicle({ brand: 'Audi', model: 'RS6' })], total: 1 },
      'admin.contactRequests.countNew': 3,
    });
    const { router } = renderRoute('/admin?tab=veicoli');
    expect(await screen.findByRole('heading', { name: 'Pannello di amministrazione' }, slow)).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Veicoli' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Audi RS6' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Richieste/ }).textContent).toContain('3');

    screen.getByRole('tab', { name: 'Utenti' }).click();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'utenti' }));
  });

  it("opens 'Veicoli' first and shows 'Oggi', the day's pick-ups and returns, one tab away", async () => {
    mockTrpc({
      'auth.me': admin,
      'admin.vehicles.search': { items: [], total: 0 },
      'admin.reservations.desk': { pickups: [], returns: [] },
      'admin.contactRequests.countNew': 0,
    });
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('tab', { name: 'Veicoli' }, slow)).toHaveAttribute('aria-selected', 'true');

    screen.getByRole('tab', { name: 'Oggi' }).click();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'oggi' }));
    // Today and tomorrow, each read on its own.
    await waitFor(
      () => expect(screen.getAllByText('Nessun ritiro e nessuna riconsegna in questo giorno.')).toHaveLength(2),
      slow,
    );
    screen.getByRole('tab', { name: 'Veicoli' }).click();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});

describe('/admin/login', { timeout: 20_000 }, () => {
  it('sends an administrator who is already signed in to the dashboard', async () => {
    mockTrpc({
      'auth.me': admin,
      'admin.vehicles.search': { items: [], total: 0 },
      'admin.contactRequests.countNew': 0,
    });
    const { router } = renderRoute('/admin/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), slow);
  });

  it('asks for both username and password', async () => {
    const fetch = mockTrpc({ 'auth.me': { user: null } });
    renderRoute('/admin/login');
    (await screen.findByRole('button', { name: 'Accedi' }, slow)).click();
    expect(await screen.findByText('Username obbligatorio')).toBeInTheDocument();
    expect(screen.getByText('Password obbligatoria')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('auth.login'))).toBe(false);
  });
});
