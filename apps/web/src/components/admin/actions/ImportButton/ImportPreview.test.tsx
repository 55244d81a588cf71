import { describe, expect, it } from 'vitest';

import { render, screen, within } from '../../../../../test';
import { ImportPreview } from './ImportPreview';

describe('ImportPreview', () => {
  it('shows the counts, each change old → new in euros and words, and the refused rows', () => {
    render(
      <ImportPreview
        result={{
          create: 2,
          update: [{ id: 7, changes: { price_per_day: [12000, 13550], hide_price: [false, true] } }],
          errors: [{ row: 4, column: 'Anno', message: 'Anno non valido' }],
        }}
      />,
    );

    expect(screen.getByText('Da creare: 2')).toBeInTheDocument();
    expect(screen.getByText('Da modificare: 1')).toBeInTheDocument();
    const vehicle = screen.getByLabelText('Veicolo 7');
    expect(vehicle).toHaveTextContent(/Prezzo noleggio \(€\/giorno\):\s*120,00\s*€\s*135,50\s*€/);
    expect(vehicle).toHaveTextContent(/Nascondi prezzo:\s*no\s*sì/);
    const refused = screen.getByRole('table', { name: 'Righe rifiutate' });
    expect(within(refused).getByRole('row', { name: '4 Anno Anno non valido' })).toBeInTheDocument();
  });

  it('names a translated text by its language, old → new', () => {
    render(
      <ImportPreview
        result={{
          create: 0,
          update: [
            {
              id: 3,
              changes: {
                'translations.en.description': ['Sports coupé.', 'Sports coupé, delivered anywhere.'],
                'translations.ar.features': [['مقصورة GX'], []],
                'translations.zh.color': ['', '曜石黑'],
              },
            },
          ],
          errors: [],
        }}
      />,
    );

    const vehicle = screen.getByLabelText('Veicolo 3');
    expect(vehicle).toHaveTextContent(/Descrizione \(EN\):\s*Sports coupé\.\s*Sports coupé, delivered anywhere\./);
    expect(vehicle).toHaveTextContent(/Caratteristiche \(AR\):\s*مقصورة GX\s*—/);
    expect(vehicle).toHaveTextContent(/Colore \(ZH\):\s*—\s*曜石黑/);
  });

  it('says when the file changes nothing', () => {
    render(<ImportPreview result={{ create: 0, update: [], errors: [] }} />);
    expect(screen.getByText('Il file non cambia nulla: i veicoli sono già così.')).toBeInTheDocument();
  });
});
