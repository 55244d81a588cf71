import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, detectLocale, LOCALES } from './i18n';

function clearCookie() {
  document.cookie = 'lang=; path=/; max-age=0';
}

afterEach(() => {
  window.localStorage.clear();
  clearCookie();
  document.documentElement.lang = 'it';
  document.documentElement.dir = 'ltr';
});

describe('detectLocale', () => {
  it('defaults to Italian', () => {
    expect(detectLocale()).toBe('it');
  });

  it('prefers the stored choice over the language the server wrote', () => {
    document.documentElement.lang = 'fr';
    window.localStorage.setItem('language', 'de');
    expect(detectLocale()).toBe('de');
  });

  it('falls back to the server’s <html lang> (from the lang cookie), ignoring unknown values', () => {
    window.localStorage.setItem('language', 'xx');
    document.documentElement.lang = 'zh';
    expect(detectLocale()).toBe('zh');
    document.documentElement.lang = 'xx';
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
