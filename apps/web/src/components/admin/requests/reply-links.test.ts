import { describe, expect, it } from 'vitest';

import { mailtoLink, quoteMessage, whatsappLink, whatsappNumber } from './reply-links';

describe('whatsappNumber', () => {
  it('adds 39 to Italian numbers written without a country code', () => {
    expect(whatsappNumber('333 123 4567')).toBe('393331234567');
    expect(whatsappNumber('02 1234 5678')).toBe('390212345678');
    // A mobile number that happens to start with 39 is still national.
    expect(whatsappNumber('392 123 4567')).toBe('393921234567');
  });

  it('keeps a country code given with + or 00', () => {
    expect(whatsappNumber('+39 333 123 4567')).toBe('393331234567');
    expect(whatsappNumber('+41 79 123 45 67')).toBe('41791234567');
    expect(whatsappNumber('0044 20 7946 0958')).toBe('442079460958');
  });

  it('keeps 39 already written in front of a national number', () => {
    expect(whatsappNumber('39 333 123 4567')).toBe('393331234567');
  });

  it('is undefined without enough digits', () => {
    expect(whatsappNumber('')).toBeUndefined();
    expect(whatsappNumber('n/d')).toBeUndefined();
  });
});

describe('reply links', () => {
  it('builds a wa.me link with the text encoded', () => {
    expect(whatsappLink('333 1234567', 'Buongiorno Mario, grazie!')).toBe(
      'https://wa.me/393331234567?text=Buongiorno%20Mario%2C%20grazie!',
    );
    expect(whatsappLink('', 'x')).toBeUndefined();
  });

  it('builds a mailto draft with subject and body', () => {
    expect(mailtoLink('mario.rossi@example.com', 'Re: Richiesta Autolavaggio', 'Riga 1\nRiga 2')).toBe(
      'mailto:mario.rossi@example.com?subject=Re%3A%20Richiesta%20Autolavaggio&body=Riga%201%0ARiga%202',
    );
  });

  it('quotes every line of the message', () => {
    expect(quoteMessage('Salve,\nvorrei un preventivo.')).toBe('> Salve,\n> vorrei un preventivo.');
  });
});
