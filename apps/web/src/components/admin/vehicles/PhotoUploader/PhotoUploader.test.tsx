import { Notifications, notifications } from '@mantine/notifications';
import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '../../../../../test';
import { HttpError } from '../../../../lib/api-error';
import { PhotoUploader } from './PhotoUploader';
import type { uploadVehicleImages } from './upload-vehicle-images';

/** The server's upload, as each test answers it. */
const upload = vi.fn<typeof uploadVehicleImages>();

/** The list as the form holds it after each change. */
const latest = { images: [] as string[] };

function Harness({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  useEffect(() => {
    latest.images = images;
  }, [images]);
  return <PhotoUploader value={images} onChange={(update) => setImages(update)} send={upload} />;
}

function files(count: number): File[] {
  return Array.from({ length: count }, (_, i) => new File(['x'], `foto-${i + 1}.jpg`, { type: 'image/jpeg' }));
}

function pick(selected: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: selected } });
}

beforeEach(() => {
  upload.mockReset();
  latest.images = [];
  notifications.clean();
});

/**
 * jsdom lays nothing out, and the sortable grid finds where a photo can go from the thumbnails'
 * boxes: put them side by side in one row, 100 px wide with 20 px between.
 */
function layOutThumbnails() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-photo]');
    const index = item ? [...(item.parentElement?.children ?? [])].indexOf(item) : -1;
    const left = index < 0 ? 0 : index * 120;
    const width = index < 0 ? 0 : 100;
    const height = index < 0 ? 0 : 75;
    return { x: left, y: 0, left, top: 0, width, height, right: left + width, bottom: height, toJSON: () => ({}) };
  });
}

describe('PhotoUploader', () => {
  it('marks the first photo as the cover and reorders with the arrow buttons', () => {
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    expect(screen.getAllByText('Copertina')).toHaveLength(1);
    expect(screen.getByText('3/10 foto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sposta a sinistra la foto 1' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Sposta a destra la foto 1' }));
    expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/a.jpg', '/uploads/c.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Sposta a sinistra la foto 3' }));
    expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la foto 1' }));
    expect(latest.images).toEqual(['/uploads/c.jpg', '/uploads/a.jpg']);
  });

  it("reorders with the keyboard from a photo's handle and says where the photo went", async () => {
    layOutThumbnails();
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    const handle = screen.getByRole('button', { name: 'Riordina la foto 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'foto ordinabile');
    expect(handle).toHaveAccessibleDescription(/premi Spazio o Invio sulla sua maniglia/);

    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('Foto 1 presa.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    expect(await screen.findByText('Foto 1 sopra la posizione 2.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    expect(await screen.findByText('Foto 1 sopra la posizione 3.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });

    await waitFor(() => expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']));
    expect(await screen.findByText('Foto spostata in posizione 3')).toBeInTheDocument();
  });

  it('puts the photo back when the keyboard move is cancelled', async () => {
    layOutThumbnails();
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg']} />);
    const handle = screen.getByRole('button', { name: 'Riordina la foto 1' });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    expect(await screen.findByText('Foto 1 presa.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    expect(await screen.findByText('Spostamento annullato: la foto 1 resta al suo posto.')).toBeInTheDocument();
    expect(latest.images).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
  });

  it('uploads the picked files and appends the addresses', async () => {
    upload.mockResolvedValue(['/uploads/new-1.jpg', '/uploads/new-2.jpg']);
    render(<Harness initial={['/uploads/a.jpg']} />);
    pick(files(2));
    await waitFor(() => expect(latest.images).toEqual(['/uploads/a.jpg', '/uploads/new-1.jpg', '/uploads/new-2.jpg']));
    expect(upload.mock.calls[0]?.[0]).toHaveLength(2);
  });

  it(`keeps at most ${MAX_VEHICLE_IMAGES} photos and says how many files were left out`, async () => {
    upload.mockImplementation((batch) => Promise.resolve(batch.map((file) => `/uploads/${file.name}`)));
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg']} />);
    pick(files(12));
    expect(await screen.findByText('Massimo 10 immagini: 4 file ignorati')).toBeInTheDocument();
    await waitFor(() => expect(latest.images).toHaveLength(MAX_VEHICLE_IMAGES));
    expect(upload.mock.calls[0]?.[0]).toHaveLength(8);
  });

  it('says the photos are full and uploads nothing more', async () => {
    const full = Array.from({ length: MAX_VEHICLE_IMAGES }, (_, i) => `/uploads/${i}.jpg`);
    render(<Harness initial={full} />);
    expect(screen.getByText('Limite di 10 foto raggiunto')).toBeInTheDocument();
    pick(files(1));
    expect(await screen.findByText('Massimo 10 immagini: 1 file ignorato')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(latest.images).toEqual(full);
  });

  it('says why the server refused a file, in its words', async () => {
    upload.mockRejectedValue(
      new HttpError(415, {
        error: 'Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        messageCode: 'NOT_AN_IMAGE',
      }),
    );
    render(
      <>
        <Notifications />
        <Harness initial={[]} />
      </>,
    );
    pick(files(1));
    expect(await screen.findByText('Errore upload')).toBeInTheDocument();
    expect(screen.getByText(/Errore durante il caricamento delle immagini/)).toHaveTextContent(
      'Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF)',
    );
    expect(screen.getByText('0/10 foto')).toBeInTheDocument();
    expect(latest.images).toEqual([]);
  });

  it('adds nothing when the upload fails', async () => {
    let fail: (reason: unknown) => void = () => {};
    upload.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<Harness initial={[]} />);
    pick(files(1));
    expect(await screen.findByRole('progressbar', { name: 'Avanzamento del caricamento' })).toBeInTheDocument();
    await act(async () => fail(new Error('boom')));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(latest.images).toEqual([]);
  });
});
