import { describe, expect, it } from 'vitest';

import {
  imageVariantUrls,
  parseVariantsName,
  photoAddress,
  responsiveImage,
  variantsFileName,
  variantWidths,
} from './images.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('image variants', () => {
  it('never makes a variant wider than the original, and always one of its own width up to 1600', () => {
    expect(variantWidths(2400)).toEqual([400, 800, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
    expect(variantWidths(900)).toEqual([400, 800, 900]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('derives every variant address from the stored address', () => {
    const url = `/uploads/${variantsFileName(ID, 900, 'jpg')}`;
    expect(url).toBe(`/uploads/${ID}-w900.jpg`);
    expect(parseVariantsName(url)).toEqual({ stem: `/uploads/${ID}-w900`, width: 900 });
    expect(imageVariantUrls(url)).toEqual([
      `/uploads/${ID}-w900-400.avif`,
      `/uploads/${ID}-w900-400.webp`,
      `/uploads/${ID}-w900-800.avif`,
      `/uploads/${ID}-w900-800.webp`,
      `/uploads/${ID}-w900-900.avif`,
      `/uploads/${ID}-w900-900.webp`,
    ]);
  });

  it('gives older uploads and outside addresses no variants', () => {
    for (const url of [
      `/uploads/${ID}.jpg`,
      `/uploads/${ID}-w900.png`,
      `/uploads/${ID}-w0900.jpg`,
      `/uploads/../x-w900.jpg`,
      `https://example.com/${ID}-w900.jpg`,
      '/vehicle-placeholder.svg',
    ]) {
      expect(parseVariantsName(url), url).toBeUndefined();
      expect(imageVariantUrls(url)).toEqual([]);
      expect(responsiveImage(url, undefined)).toEqual({ src: url, sources: [] });
    }
  });

  it('lists AVIF then WebP sources, capped at the widest a slot needs', () => {
    const url = `/uploads/${ID}-w2400.jpg`;
    expect(responsiveImage(url, undefined)).toEqual({
      src: url,
      sources: [
        {
          type: 'image/avif',
          srcSet: `/uploads/${ID}-w2400-400.avif 400w, /uploads/${ID}-w2400-800.avif 800w, /uploads/${ID}-w2400-1600.avif 1600w`,
        },
        {
          type: 'image/webp',
          srcSet: `/uploads/${ID}-w2400-400.webp 400w, /uploads/${ID}-w2400-800.webp 800w, /uploads/${ID}-w2400-1600.webp 1600w`,
        },
      ],
    });
    expect(responsiveImage(url, undefined, 800).sources[1]!.srcSet).toBe(
      `/uploads/${ID}-w2400-400.webp 400w, /uploads/${ID}-w2400-800.webp 800w`,
    );
    // Nothing as narrow as asked: the narrowest there is.
    expect(responsiveImage(`/uploads/${ID}-w900.jpg`, undefined, 200).sources[0]!.srcSet).toBe(
      `/uploads/${ID}-w900-400.avif 400w`,
    );
  });
});

describe('photoAddress', () => {
  it('names a stored photo at the photos’ base when one is given, and leaves other addresses alone', () => {
    const url = `/uploads/${'ab'.repeat(16)}-w900.jpg`;
    const base = 'https://foto.example/sito/';
    expect(photoAddress(url, undefined)).toBe(url);
    expect(photoAddress(url, '')).toBe(url);
    expect(photoAddress(url, base)).toBe(`https://foto.example/sito/${'ab'.repeat(16)}-w900.jpg`);
    expect(photoAddress('/images/hero-800.webp', base)).toBe('/images/hero-800.webp');
    expect(responsiveImage(url, base).src).toBe(photoAddress(url, base));
    expect(responsiveImage(url, base).sources[0]!.srcSet).toMatch(
      /^https:\/\/foto\.example\/sito\/[0-9a-f]{32}-w900-400\.avif 400w, /,
    );
  });
});
