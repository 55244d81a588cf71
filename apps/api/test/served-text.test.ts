import { describe, expect, it } from 'vitest';

import { readTexts } from './served-text.js';

const PAGE = [
  '<!DOCTYPE html><html lang="en" dir="ltr"><head><title>Our fleet | NBT</title>',
  '<meta name="description" content="Cars &amp; trucks"/><meta property="og:title" content="Fleet &#x27;26"/>',
  '<meta name="theme-color" content="#171614"/><link rel="alternate" hreflang="it" href="/veicoli"/></head>',
  '<body><div id="root"><h1>La Nostra Flotta</h1><p>3<!-- --> vehicles</p>',
  '<button type="button" aria-label="Foto successiva" title="Next"><svg><path d="M0"></path></svg></button>',
  '<img src="/a.jpg" alt="BMW M4" width="640"/><input placeholder="Cerca"/>',
  '<div lang="it"><p>Coupé sportiva.</p><div><div>Navigatore</div></div><img alt="Foto"/></div>',
  '<span>after</span><template><b>Chiudi</b></template><style>.a{}</style>',
  '<script type="application/json" id="nbt-state">{"a":"Riprova"}</script></div></body></html>',
].join('');

describe('readTexts', () => {
  it('reads the title, descriptions, texts and read attributes, without scripts or what is marked Italian', () => {
    expect(readTexts(PAGE, ['aria-label', 'title', 'alt', 'placeholder'], 'it')).toEqual([
      'Our fleet | NBT',
      'Cars & trucks',
      "Fleet '26",
      'La Nostra Flotta',
      '3',
      'vehicles',
      'after',
      'Foto successiva',
      'Next',
      'BMW M4',
      'Cerca',
    ]);
  });

  it('refuses a page whose marked element never closes, instead of reading less', () => {
    expect(() => readTexts('<html><body><div lang="it"><p>x</p></body></html>', [], 'it')).toThrow(/never closed/);
  });
});
