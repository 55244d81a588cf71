import { DirectionProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../test';
import { VEHICLE_PLACEHOLDER_SRC } from '../VehicleImage';
import { Gallery, wrapIndex } from './Gallery';
import { GALLERY_SIZES, galleryPreloadLinks } from './gallery-preload';

const IMAGES = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'];

const image = () => screen.getByTestId('gallery-image') as HTMLImageElement;
const counter = () => screen.getByTestId('gallery-counter').textContent;

describe('Gallery', () => {
  it('starts on the first photo with a counter and one thumbnail per photo', () => {
    render(<Gallery images={IMAGES} name="BMW M4" />);
    expect(image().getAttribute('src')).toBe('/uploads/a.jpg');
    expect(image().alt).toBe('BMW M4, foto 1 di 3');
    expect(counter()).toBe('1 / 3');
    const thumbs = screen.getAllByRole('button', { name: /Mostra la foto/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]!.getAttribute('aria-current')).toBe('true');
  });

  it('moves with the buttons, wrapping around both ways', () => {
    render(<Gallery images={IMAGES} name="BMW M4" />);
    fireEvent.click(screen.getByRole('button', { name: 'Foto precedente' }));
    expect(counter()).toBe('3 / 3');
    expect(image().getAttribute('src')).toBe('/uploads/c.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(counter()).toBe('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Foto successiva' }));
    expect(counter()).toBe('2 / 3');
  });

  it('jumps to a photo from its thumbnail', () => {
    render(<Gallery images={IMAGES} name="BMW M4" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra la foto 3 di 3' }));
    expect(counter()).toBe('3 / 3');
    expect(screen.getByRole('button', { name: 'Mostra la foto 3 di 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('follows the arrow keys, left to right', () => {
    render(<Gallery images={IMAGES} name="BMW M4" />);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe('3 / 3');
  });

  it('mirrors the arrow keys and icons right to left', () => {
    render(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <Gallery images={IMAGES} name="BMW M4" />
      </DirectionProvider>,
    );
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 3');
    const next = screen.getByRole('button', { name: 'Foto successiva' });
    expect(next.querySelector('svg')?.getAttribute('class')).toContain('chevron-left');
  });

  it('leaves the arrow keys to form fields', () => {
    render(
      <>
        <input aria-label="campo" />
        <Gallery images={IMAGES} name="BMW M4" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('campo'), { key: 'ArrowRight' });
    expect(counter()).toBe('1 / 3');
  });

  it('shows the placeholder for a photo that fails and no controls for a single photo', () => {
    render(<Gallery images={['/uploads/broken.jpg']} name="BMW M4" />);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(VEHICLE_PLACEHOLDER_SRC);
    expect(screen.queryByRole('button', { name: 'Foto successiva' })).toBeNull();
    expect(screen.queryByTestId('gallery-counter')).toBeNull();
  });

  it('shows the placeholder when there are no photos', () => {
    render(<Gallery images={[]} name="BMW M4" />);
    expect(image().getAttribute('src')).toBe(VEHICLE_PLACEHOLDER_SRC);
    expect(image().alt).toBe('BMW M4');
  });

  it("shows a truck's picture for a truck without photos", () => {
    render(<Gallery images={[]} name="Scania R 500" category="camion" />);
    expect(image().getAttribute('src')).toBe('/vehicle-placeholder-truck.svg');
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('galleryPreloadLinks', () => {
  it("preloads the first photo's AVIF variants with the gallery's sizes", () => {
    const first = `/uploads/${'0c'.repeat(16)}-w2400.jpg`;
    const stem = first.replace(/\.jpg$/, '');
    expect(galleryPreloadLinks([first, '/uploads/other.jpg'], undefined)).toEqual([
      {
        rel: 'preload',
        as: 'image',
        href: first,
        imageSrcSet: `${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1600.avif 1600w`,
        imageSizes: GALLERY_SIZES,
        type: 'image/avif',
        fetchPriority: 'high',
      },
    ]);
  });

  it('preloads an older upload as it is (under the photos’ base), and nothing without photos', () => {
    expect(galleryPreloadLinks(['/uploads/a.jpg'], 'https://foto.example/')).toEqual([
      { rel: 'preload', as: 'image', href: 'https://foto.example/a.jpg', fetchPriority: 'high' },
    ]);
    expect(galleryPreloadLinks([], undefined)).toEqual([]);
  });
});
