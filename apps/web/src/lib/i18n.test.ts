import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, detectLocale, localizePath, LOCALES, splitLocalePath } from './i18n';

function clearCookie() {
  document.cookie = 'lang=; path=/; max-age=0';
}

afterEach(() => {
  window.localStorage.clear();
  clearCookie();
  document.documentElement.lang = 'it';
  document.documentElement.dir = 'ltr';
});

describe('language in the address', () => {
  it('reads the language prefix, Italian without one', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'it', path: '/' });
    expect(splitLocalePath('/veicoli/13')).toEqual({ locale: 'it', path: '/veicoli/13' });
    expect(splitLocalePath('/de/veicoli/13')).toEqual({ locale: 'de', path: '/veicoli/13' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/ar/')).toEqual({ locale: 'ar', path: '/' });
    // Not a language of the site, or Italian spelled out: an ordinary path.
    expect(splitLocalePath('/xx/veicoli')).toEqual({ locale: 'it', path: '/xx/veicoli' });
    expect(splitLocalePath('/it/veicoli')).toEqual({ locale: 'it', path: '/it/veicoli' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'it', path: '/english' });
  });

  it('writes every language but Italian under its code, and the back office never', () => {
    expect(localizePath('/veicoli', 'it')).toBe('/veicoli');
    expect(localizePath('/veicoli', 'fr')).toBe('/fr/veicoli');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/admin', 'de')).toBe('/admin');
  });

  it('takes the page language from the address bar', () => {
    window.history.replaceState(null, '', '/es/servizi-flotta');
    expect(detectLocale()).toBe('es');
    window.history.replaceState(null, '', '/servizi-flotta');
    expect(detectLocale()).toBe('it');
  });
});

describe('activateLocale', () => {
  it('activates, remembers the choice and sets <html lang dir>', async () => {
    const i18n = setupI18n();
    await activateLocale('ar', { i18n });
    expect(i18n.locale).toBe('ar');
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(document.cookie).toContain('lang=ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('loads a compiled catalog for every locale', async () => {
    for (const { code } of LOCALES) {
      const i18n = setupI18n();
      await activateLocale(code, { i18n, persist: false });
      expect(i18n.locale).toBe(code);
      expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    }
  });
});
