import { MAX_VEHICLE_IMAGES } from '@nbt/validation';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '../../../test-utils';
import { moveItem, PhotoUploader } from './PhotoUploader';
import { uploadVehicleImages } from './upload-vehicle-images';

vi.mock('./upload-vehicle-images', () => ({ uploadVehicleImages: vi.fn() }));
const upload = vi.mocked(uploadVehicleImages);

/** The list as the form holds it after each change. */
const latest = { images: [] as string[] };

function Harness({ initial }: { initial: string[] }) {
  const [images, setImages] = useState(initial);
  useEffect(() => {
    latest.images = images;
  }, [images]);
  return <PhotoUploader value={images} onChange={(update) => setImages(update)} />;
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
});

describe('moveItem', () => {
  it('moves one item and shifts the rest', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('PhotoUploader', () => {
  it('marks the first photo as the cover and reorders with the arrow buttons', () => {
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    expect(screen.getAllByText('Copertina')).toHaveLength(1);
    expect(screen.getByText('3/10 foto')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sposta a sinistra la foto 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sposta a destra la foto 1' }));
    expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/a.jpg', '/uploads/c.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Sposta a sinistra la foto 3' }));
    expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi la foto 1' }));
    expect(latest.images).toEqual(['/uploads/c.jpg', '/uploads/a.jpg']);
  });

  it('reorders by dragging a thumbnail onto another', () => {
    render(<Harness initial={['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg']} />);
    const items = screen.getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[0]!, { dataTransfer });
    fireEvent.dragOver(items[2]!, { dataTransfer });
    fireEvent.drop(items[2]!, { dataTransfer });
    expect(latest.images).toEqual(['/uploads/b.jpg', '/uploads/c.jpg', '/uploads/a.jpg']);
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
    expect(await screen.findByText('Massimo 10 immagini: 4 file ignorati')).toBeTruthy();
    await waitFor(() => expect(latest.images).toHaveLength(MAX_VEHICLE_IMAGES));
    expect(upload.mock.calls[0]?.[0]).toHaveLength(8);
  });

  it('adds nothing when the upload fails', async () => {
    let fail: (reason: unknown) => void = () => {};
    upload.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    render(<Harness initial={[]} />);
    pick(files(1));
    expect(await screen.findByRole('progressbar', { name: 'Avanzamento del caricamento' })).toBeTruthy();
    await act(async () => fail(new Error('boom')));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(latest.images).toEqual([]);
  });
});
