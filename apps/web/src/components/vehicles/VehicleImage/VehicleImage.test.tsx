import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../test';
import { VEHICLE_PLACEHOLDER_SRC, VehicleImage } from './VehicleImage';
import type { VehicleCategory } from '@nbt/validation';

const WITH_VARIANTS = `/uploads/${'0a'.repeat(16)}-w1200.jpg`;
const OLD_UPLOAD = `/uploads/${'0b'.repeat(16)}.jpg`;
const SIZES = '(min-width: 48em) 50vw, 100vw';

const img = () => screen.getByRole('img') as HTMLImageElement;
const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('picture > source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));

describe('VehicleImage', () => {
  it('offers the AVIF and WebP variants in a <picture>, the original as the fallback', () => {
    const { container } = render(
      <VehicleImage src={WITH_VARIANTS} alt="BMW X5" width={640} height={480} sizes={SIZES} loading="lazy" />,
    );
    const stem = WITH_VARIANTS.replace(/\.jpg$/, '');
    expect(sources(container)).toEqual([
      {
        type: 'image/avif',
        srcset: `${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1200.avif 1200w`,
        sizes: SIZES,
      },
      {
        type: 'image/webp',
        srcset: `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1200.webp 1200w`,
        sizes: SIZES,
      },
    ]);
    expect(img().getAttribute('src')).toBe(WITH_VARIANTS);
    expect(img()).toMatchObject({ alt: 'BMW X5', width: 640, height: 480 });
    expect(img().getAttribute('loading')).toBe('lazy');
  });

  it('names the photo under the photos’ base its router carries', async () => {
    const rootRoute = createRootRouteWithContext<{ photosBase?: string }>()({
      component: () => <VehicleImage src={WITH_VARIANTS} alt="BMW X5" width={640} height={480} />,
    });
    const router = createRouter({
      routeTree: rootRoute,
      context: { photosBase: 'https://foto.example/nbt/' },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    const { container } = render(<RouterProvider router={router} />);
    const name = WITH_VARIANTS.slice('/uploads/'.length);
    expect((await screen.findByRole('img')).getAttribute('src')).toBe(`https://foto.example/nbt/${name}`);
    expect(sources(container)[0]?.srcset).toMatch(/^https:\/\/foto\.example\/nbt\/[0-9a-f]{32}-w1200-400\.avif 400w, /);
  });

  it('leaves out variants wider than the slot needs', () => {
    const { container } = render(
      <VehicleImage src={WITH_VARIANTS} alt="" width={640} height={480} sizes={SIZES} maxVariantWidth={800} />,
    );
    expect(sources(container).map((source) => source.srcset)).toEqual([
      expect.not.stringContaining('1200w'),
      expect.not.stringContaining('1200w'),
    ]);
  });

  it('shows an older upload without variants as it is', () => {
    const { container } = render(<VehicleImage src={OLD_UPLOAD} alt="Audi" width={640} height={480} sizes={SIZES} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(img().getAttribute('src')).toBe(OLD_UPLOAD);
  });

  it('falls back to the original when a variant fails, then to the placeholder', () => {
    const { container } = render(<VehicleImage src={WITH_VARIANTS} alt="BMW X5" width={640} height={480} />);
    fireEvent.error(img());
    expect(container.querySelector('picture')).toBeNull();
    expect(img().getAttribute('src')).toBe(WITH_VARIANTS);
    expect(img().dataset.placeholder).toBeUndefined();
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(VEHICLE_PLACEHOLDER_SRC);
    expect(img().dataset.placeholder).toBe('true');
  });

  it('shows the placeholder without a photo, and gives a new photo its own chance', () => {
    const { rerender } = render(<VehicleImage src={undefined} alt="Foto" width={640} height={480} />);
    expect(img().getAttribute('src')).toBe(VEHICLE_PLACEHOLDER_SRC);
    rerender(<VehicleImage src={OLD_UPLOAD} alt="Foto" width={640} height={480} />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(VEHICLE_PLACEHOLDER_SRC);
    rerender(<VehicleImage src={WITH_VARIANTS} alt="Foto" width={640} height={480} />);
    expect(img().getAttribute('src')).toBe(WITH_VARIANTS);
    expect(img().closest('picture')).not.toBeNull();
  });

  it.each<[string, VehicleCategory | undefined, string]>([
    ['a truck', 'camion', '/vehicle-placeholder-truck.svg'],
    ['an earth-moving machine', 'movimento_terra', '/vehicle-placeholder-machine.svg'],
    ['a car', 'auto', VEHICLE_PLACEHOLDER_SRC],
    ['a vehicle of no stated category', undefined, VEHICLE_PLACEHOLDER_SRC],
  ])('stands in for a missing or failing photo of %s with its own picture', (_, category, placeholder) => {
    const { rerender } = render(
      <VehicleImage src={undefined} category={category} alt="Foto" width={640} height={480} />,
    );
    expect(img().getAttribute('src')).toBe(placeholder);
    rerender(<VehicleImage src={OLD_UPLOAD} category={category} alt="Foto" width={640} height={480} />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe(placeholder);
  });
});
