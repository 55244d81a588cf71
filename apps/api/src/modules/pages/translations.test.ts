import { describe, expect, it } from 'vitest';

import { parsePo } from './translations.js';

describe('parsePo', () => {
  it('reads single and multi-line entries, undoes escapes and skips untranslated ones', () => {
    const catalog = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: en\\n"',
        '',
        '#. js-lingui-explicit-id',
        'msgid "Campo obbligatorio"',
        'msgstr "Required field"',
        '',
        'msgid ""',
        '"Una riga "',
        '"e un \\"seguito\\""',
        'msgstr ""',
        '"One line "',
        '"and a \\"sequel\\""',
        '',
        'msgid "Non tradotto"',
        'msgstr ""',
      ].join('\n'),
    );
    expect(catalog.get('Campo obbligatorio')).toBe('Required field');
    expect(catalog.get('Una riga e un "seguito"')).toBe('One line and a "sequel"');
    expect(catalog.has('Non tradotto')).toBe(false);
    expect(catalog.has('')).toBe(false);
  });
});
