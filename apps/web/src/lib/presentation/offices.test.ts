import { DEFAULT_OPENING_HOURS, type OpeningHours } from '@nbt/validation/rules';
import { describe, expect, it } from 'vitest';
import { createI18n, i18n } from '../i18n';
import { formatOpeningHours, openingHoursLines } from './offices';

/** Intl separates times with thin and narrow no-break spaces; compare them as plain spaces. */
function hoursIn(...args: Parameters<typeof formatOpeningHours>): string {
  return formatOpeningHours(...args).text.replace(/[\u00a0\u2009\u202f]/g, ' ');
}

describe('formatOpeningHours', () => {
  it('keeps Italian as the office wrote it', () => {
    expect(formatOpeningHours('09:00-18:00', 'it', 'Chiuso')).toEqual({ text: '09:00-18:00', dir: 'ltr' });
    expect(formatOpeningHours(' 9.00 - 13.00 ', 'it', 'Chiuso')).toEqual({ text: '9.00 - 13.00', dir: 'ltr' });
  });

  it('gives the closed label of the language for an empty day or the stored "Chiuso"', () => {
    expect(formatOpeningHours('', 'en', 'Closed')).toEqual({ text: 'Closed', dir: 'auto' });
    expect(formatOpeningHours('  CHIUSO ', 'de', 'Geschlossen')).toEqual({ text: 'Geschlossen', dir: 'auto' });
    expect(hoursIn('Chiuso', 'it', 'Chiuso')).toBe('Chiuso');
  });

  it('writes the hours the way each language does', () => {
    expect(hoursIn('09:00-18:00', 'en', 'Closed')).toBe('09:00–18:00');
    expect(hoursIn('09:00-18:00', 'de', 'Geschlossen')).toBe('09:00–18:00 Uhr');
    expect(hoursIn('09:00-18:00', 'fr', 'Fermé')).toBe('09:00 – 18:00');
    expect(hoursIn('09:00-18:00', 'es', 'Cerrado')).toBe('9:00–18:00');
    expect(hoursIn('09:00-18:00', 'zh', '休息')).toBe('09:00–18:00');
    expect(hoursIn('09:00-18:00', 'ar', 'مغلق')).toBe('9:00 ص – 6:00 م');
    expect(formatOpeningHours('09:00-18:00', 'ar', 'مغلق').dir).toBe('auto');
  });

  it('formats several ranges of one day as a list', () => {
    expect(hoursIn('08:30-12:30, 14:00-18:00', 'en', 'Closed')).toBe('08:30–12:30, 14:00–18:00');
    expect(hoursIn('8.30-12.30 e 14-18', 'de', 'Geschlossen')).toBe('8.30-12.30 e 14-18');
    expect(hoursIn('08:30-12:30 e 14:00-18:00', 'de', 'Geschlossen')).toBe('08:30–12:30 Uhr und 14:00–18:00 Uhr');
  });

  it('leaves free text and impossible or overnight ranges as written', () => {
    for (const value of ['Su appuntamento', '25:00-26:00', '09:75-10:00', '22:00-02:00', '09:00-24:00', '09:00']) {
      expect(formatOpeningHours(value, 'en', 'Closed')).toEqual({ text: value, dir: 'ltr' });
    }
  });
});

describe('openingHoursLines', () => {
  const week = (changes: Partial<OpeningHours>): OpeningHours => ({ ...DEFAULT_OPENING_HOURS, ...changes });
  const lines = (hours: OpeningHours, lingui = i18n) =>
    openingHoursLines(hours, lingui).map(({ days, hours: value }) => [days, value]);

  it('keeps one line for Monday to Friday when they share their hours', () => {
    expect(lines(week({}))).toEqual([
      ['Lun-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
    // The same hours written another way are the same hours; Saturday keeps its own line even when equal.
    expect(lines(week({ tuesday: '9.00 - 18.00', saturday: '09:00-18:00', sunday: '' }))).toEqual([
      ['Lun-Ven', '09:00-18:00'],
      ['Sabato', '09:00-18:00'],
      ['Domenica', ''],
    ]);
  });

  it('gives each run of days with the same hours its own line', () => {
    expect(lines(week({ tuesday: '09:00-20:00' }))).toEqual([
      ['Lun', '09:00-18:00'],
      ['Mar', '09:00-20:00'],
      ['Mer-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
    expect(lines(week({ wednesday: 'Chiuso', friday: 'Su appuntamento' })).slice(0, 4)).toEqual([
      ['Lun-Mar', '09:00-18:00'],
      ['Mer', 'Chiuso'],
      ['Gio', '09:00-18:00'],
      ['Ven', 'Su appuntamento'],
    ]);
  });

  it('names the days in the visitor’s language', async () => {
    const english = await createI18n('en');
    expect(lines(week({}), english).map(([days]) => days)).toEqual(['Mon–Fri', 'Saturday', 'Sunday']);
    expect(lines(week({ monday: '08:00-12:00' }), english).map(([days]) => days)).toEqual([
      'Mon',
      'Tue–Fri',
      'Saturday',
      'Sunday',
    ]);
  });
});
