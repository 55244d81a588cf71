import type { VehiclePhotoZipLine, VehiclePhotoZipPlan } from '@nbt/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '../../../../../test';
import { PhotoZipButton } from './PhotoZipButton';

const PLAN: VehiclePhotoZipPlan = {
  vehicles: [
    { id: 7, brand: 'Iveco', model: 'Daily', plate: 'AB123CD', photos: 2, add: 3, files: ['a.jpg', 'b.jpg', 'c.jpg'] },
    { id: 9, brand: 'Fiat', model: 'Panda', plate: null, photos: 0, add: 1, files: ['9.jpg'] },
    { id: 11, brand: 'CAT', model: '320', plate: 'XY999ZZ', photos: 10, add: 0, files: [] },
  ],
  skipped: [
    { file: 'Flotta/XX000XX.jpg', reason: 'UNKNOWN_VEHICLE', vehicleId: null },
    { file: 'AB123CD-4.jpg', reason: 'NOT_AN_IMAGE', vehicleId: 7 },
    { file: 'XY999ZZ.jpg', reason: 'OVER_LIMIT', vehicleId: 11 },
    { file: 'AB123CD-5.jpg', reason: 'FILE_TOO_LARGE', vehicleId: 7 },
  ],
  ignored: 2,
  limits: { photosPerVehicle: 10, fileBytes: 10 * 1024 * 1024, maxSide: 12_000, megapixels: 50 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** JSON lines cut into chunks that split lines in the middle, as a network may deliver them. */
function lines(answer: VehiclePhotoZipLine[]): Response {
  const text = answer.map((line) => `${JSON.stringify(line)}\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 50) controller.enqueue(bytes.slice(at, at + 50));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

function chooseZip() {
  const input = screen.getByLabelText("Scegli l'archivio zip delle foto");
  const file = new File(['PK'], 'flotta.zip', { type: 'application/zip' });
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => vi.restoreAllMocks());

describe('PhotoZipButton', () => {
  it('previews each vehicle and every file left out, then applies and shows each vehicle as it is done', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(PLAN))
      .mockResolvedValueOnce(
        lines([
          { kind: 'plan', plan: PLAN },
          {
            kind: 'vehicle',
            id: 7,
            added: 2,
            photos: 10,
            skipped: [{ file: 'c.jpg', reason: 'OVER_LIMIT', vehicleId: 7 }],
            failed: null,
          },
          { kind: 'vehicle', id: 9, added: 1, photos: 1, skipped: [], failed: null },
          { kind: 'done', vehicles: 2, added: 3, stopped: null },
        ]),
      );
    render(<PhotoZipButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Carica foto (zip)' }));
    chooseZip();

    const vehicles = await screen.findByRole('table', { name: 'Foto per veicolo' });
    expect(within(vehicles).getByRole('row', { name: 'Iveco Daily AB123CD 2/10 3' })).toBeInTheDocument();
    expect(within(vehicles).getByRole('row', { name: 'Fiat Panda ID 9 0/10 1' })).toBeInTheDocument();
    expect(within(vehicles).getByRole('row', { name: 'CAT 320 XY999ZZ 10/10 0' })).toBeInTheDocument();
    expect(screen.getByText('Foto da aggiungere: 4')).toBeInTheDocument();
    const left = screen.getByRole('table', { name: 'File esclusi' });
    expect(
      within(left).getByRole('row', { name: /^Flotta\/XX000XX\.jpg — Nessun veicolo con questa targa/ }),
    ).toBeInTheDocument();
    expect(
      within(left).getByRole('row', { name: /^AB123CD-4\.jpg Iveco Daily Il file non è un’immagine valida/ }),
    ).toBeInTheDocument();
    expect(
      within(left).getByRole('row', { name: 'XY999ZZ.jpg CAT 320 Limite di 10 foto raggiunto' }),
    ).toBeInTheDocument();
    expect(
      within(left).getByRole('row', {
        name: /AB123CD-5\.jpg Iveco Daily File troppo grande: al massimo 10 MB per foto/,
      }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/admin/import/vehicle-photos?dryRun=true');

    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));

    expect(await screen.findByText('Foto aggiunte: 3. Veicoli aggiornati: 2.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/admin/import/vehicle-photos');
    const done = screen.getByRole('table', { name: 'Foto per veicolo' });
    expect(within(done).getByRole('row', { name: /^Iveco Daily .* Aggiunte: 2 \(ora 10\/10\)$/ })).toBeInTheDocument();
    expect(within(done).getByRole('row', { name: /^Fiat Panda .* Aggiunte: 1 \(ora 1\/10\)$/ })).toBeInTheDocument();
    // The photo another apply left no room for is listed with the files left out.
    expect(
      within(screen.getByRole('table', { name: 'File esclusi' })).getByRole('row', {
        name: 'c.jpg Iveco Daily Limite di 10 foto raggiunto',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Applica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annulla' })).toBeNull();
  });

  it('shows why the server refused the archive, and offers nothing to apply', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      json(
        {
          error: 'Archivio troppo grande una volta decompresso: al massimo 1.536 MB',
          code: 'PAYLOAD_TOO_LARGE',
          messageCode: 'PHOTO_ZIP_TOO_LARGE',
          params: { maximum: 1536 },
        },
        413,
      ),
    );
    render(<PhotoZipButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Carica foto (zip)' }));
    chooseZip();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Archivio troppo grande una volta decompresso: al massimo 1.536 MB',
    );
    expect(screen.getByRole('button', { name: 'Applica' })).toBeDisabled();
  });

  it('says the server carries on when the answer stops before its end', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(PLAN))
      .mockResolvedValueOnce(
        lines([
          { kind: 'plan', plan: PLAN },
          { kind: 'vehicle', id: 7, added: 3, photos: 5, skipped: [], failed: null },
        ]),
      );
    render(<PhotoZipButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Carica foto (zip)' }));
    chooseZip();
    await screen.findByRole('table', { name: 'Foto per veicolo' });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/il server completa comunque/));
    const vehicles = screen.getByRole('table', { name: 'Foto per veicolo' });
    expect(
      within(vehicles).getByRole('row', { name: /^Iveco Daily .* Aggiunte: 3 \(ora 5\/10\)$/ }),
    ).toBeInTheDocument();
    expect(within(vehicles).getByRole('row', { name: /^Fiat Panda .* In attesa$/ })).toBeInTheDocument();
  });
});
