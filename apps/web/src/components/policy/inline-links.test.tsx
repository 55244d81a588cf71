import { describe, expect, it } from 'vitest';
import { parseInlineLinks } from './inline-links';

describe('policy inline links', () => {
  it('splits text and [text](target) markers in order', () => {
    expect(parseInlineLinks('Vedi la [Cookie Policy](/cookie-policy) o scrivi a [noi](mailto:a@b.it).')).toEqual([
      { kind: 'text', text: 'Vedi la ' },
      { kind: 'link', text: 'Cookie Policy', href: '/cookie-policy' },
      { kind: 'text', text: ' o scrivi a ' },
      { kind: 'link', text: 'noi', href: 'mailto:a@b.it' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a string without markers whole', () => {
    expect(parseInlineLinks('Nessun link qui.')).toEqual([{ kind: 'text', text: 'Nessun link qui.' }]);
  });
});
