import { DEFAULT_OPENING_HOURS } from '@nbt/validation';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../../test';
import { makeOffice } from '../../../../../test/fixtures';
import { OfficeCard } from './OfficeCard';

/** The card's hours as [days, hours] pairs, in order. */
function hoursShown(): string[][] {
  const card = within(screen.getByTestId('office-card'));
  return card.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('OfficeCard', () => {
  const renderCard = (openingHours: typeof DEFAULT_OPENING_HOURS) =>
    render(<OfficeCard office={makeOffice({ openingHours })} onEdit={() => {}} onDelete={() => {}} deleting={false} />);

  it('lists Monday to Friday on one line when they share their hours', () => {
    renderCard({ ...DEFAULT_OPENING_HOURS });
    expect(hoursShown()).toEqual([
      ['Lun-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
  });

  it('shows a Tuesday with other hours on its own line', () => {
    renderCard({ ...DEFAULT_OPENING_HOURS, tuesday: '09:00-13:00, 14:30-20:00', sunday: '' });
    expect(hoursShown()).toEqual([
      ['Lun', '09:00-18:00'],
      ['Mar', '09:00-13:00, 14:30-20:00'],
      ['Mer-Ven', '09:00-18:00'],
      ['Sabato', '09:00-13:00'],
      ['Domenica', 'Chiuso'],
    ]);
  });
});
