import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import * as download from '../../../lib/download';
import { fireEvent, render, screen, waitFor } from '../../../../test';
import { AccessLogButton } from './AccessLogButton';
import { ExportButton } from './ExportButton';

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A tRPC batch answer as httpBatchLink reads it. */
function trpcAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify([body]), { status, headers: { 'content-type': 'application/json' } });
}

describe('admin actions', () => {
  let saveBlob: MockInstance<typeof download.saveBlob>;

  beforeEach(() => {
    saveBlob = vi.spyOn(download, 'saveBlob').mockImplementation(() => {});
  });

  afterEach(() => {
    notifications.clean();
  });

  it('downloads the access log, one line per entry, and says how many', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      trpcAnswer({
        result: {
          data: [
            {
              timestamp: '2026-03-01T10:00:00.000Z',
              action: 'LOGIN_SUCCESS',
              details: 'admin',
              username: 'admin',
              ip: null,
            },
            { timestamp: '2026-03-01T10:05:00.000Z', action: 'LOGOUT', details: null, username: 'admin', ip: null },
          ],
        },
      }),
    );
    render(
      <>
        <Notifications />
        <AccessLogButton />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log accessi' }));

    expect(await screen.findByText('Log estratti')).toBeInTheDocument();
    expect(screen.getByText('Scaricati 2 eventi di accesso')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('admin.accessLogs.list');
    expect(saveBlob).toHaveBeenCalledOnce();
    const [blob, fileName] = saveBlob.mock.calls[0]!;
    expect(fileName).toMatch(/^access_logs_\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await readText(blob)).toBe(
      '2026-03-01T10:00:00.000Z - LOGIN_SUCCESS - admin\n2026-03-01T10:05:00.000Z - LOGOUT - N/A\n',
    );
  });

  it('tells a user other than admin that the log is not for them', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      trpcAnswer(
        {
          error: {
            message: "Solo l'utente admin può visualizzare i log di accesso",
            code: -32003,
            data: { code: 'FORBIDDEN', httpStatus: 403, appCode: 'FORBIDDEN', messageCode: 'ACCESS_LOG_DENIED' },
          },
        },
        403,
      ),
    );
    render(
      <>
        <Notifications />
        <AccessLogButton />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log accessi' }));

    expect(await screen.findByText('Accesso negato')).toBeInTheDocument();
    expect(screen.getByText("Solo l'utente admin può visualizzare i log di accesso")).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('reports any other failure of the access log', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <>
        <Notifications />
        <AccessLogButton />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log accessi' }));

    expect(await screen.findByText('Errore log')).toBeInTheDocument();
    expect(screen.getByText("Si è verificato un errore durante l'estrazione dei log")).toBeInTheDocument();
  });

  it('saves the Excel export under the name the server gives', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="nbt_export_2026-03-01.xlsx"' },
      }),
    );
    render(
      <>
        <Notifications />
        <ExportButton />
      </>,
    );

    const button = screen.getByRole('button', { name: 'Esporta Excel' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));

    expect(await screen.findByText('Esportazione completata')).toBeInTheDocument();
    expect(screen.getByText('Il database è stato esportato in Excel con successo')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/export', { credentials: 'include' });
    expect(saveBlob.mock.calls[0]?.[1]).toBe('nbt_export_2026-03-01.xlsx');
    await waitFor(() => expect(button.getAttribute('data-loading')).toBeNull());
  });

  it('falls back to export_{date}.xlsx without a Content-Disposition name', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([1]), { status: 200 }));
    render(
      <>
        <Notifications />
        <ExportButton />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Esporta Excel' }));

    expect(await screen.findByText('Esportazione completata')).toBeInTheDocument();
    expect(saveBlob.mock.calls[0]?.[1]).toMatch(/^export_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('reports a refused export', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ error: 'Accesso negato', code: 'FORBIDDEN' }), { status: 403 }),
    );
    render(
      <>
        <Notifications />
        <ExportButton />
      </>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Esporta Excel' }));

    expect(await screen.findByText('Errore esportazione')).toBeInTheDocument();
    expect(screen.getByText("Si è verificato un errore durante l'esportazione Excel")).toBeInTheDocument();
    expect(saveBlob).not.toHaveBeenCalled();
  });
});
