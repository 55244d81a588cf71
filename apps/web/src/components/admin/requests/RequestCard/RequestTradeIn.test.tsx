import { describe, expect, it } from 'vitest';

import { render, screen } from '../../../../../test';
import { makeContactRequest } from '../../../../../test/fixtures';
import { RequestTradeIn } from './RequestTradeIn';

const TRADE_IN = { brand: 'Audi', model: 'A4 Avant', year: 2018, kilometers: 98500, note: 'Tagliandi Audi' };

describe('RequestTradeIn', () => {
  it('shows the car offered in part exchange and its note', () => {
    render(<RequestTradeIn request={makeContactRequest({ tradeIn: TRADE_IN })} />);
    const shown = screen.getByTestId('request-trade-in');
    expect(shown).toHaveTextContent('In permuta: Audi A4 Avant, 2018, 98.500 km');
    expect(shown).toHaveTextContent('Tagliandi Audi');
  });

  it('shows no note when none was written, and nothing without a trade-in', () => {
    const { unmount } = render(<RequestTradeIn request={makeContactRequest({ tradeIn: { ...TRADE_IN, note: '' } })} />);
    expect(screen.getByTestId('request-trade-in')).toHaveTextContent(/^In permuta: Audi A4 Avant, 2018, 98.500 km$/);
    unmount();
    render(<RequestTradeIn request={makeContactRequest()} />);
    expect(screen.queryByTestId('request-trade-in')).not.toBeInTheDocument();
  });
});
