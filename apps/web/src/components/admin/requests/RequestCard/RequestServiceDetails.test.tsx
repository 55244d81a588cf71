import { describe, expect, it } from 'vitest';

import { render, screen } from '../../../../../test';
import { makeContactRequest } from '../../../../../test/fixtures';
import { RequestServiceDetails } from './RequestServiceDetails';

describe('RequestServiceDetails', () => {
  it("shows a transport's route, load, weight and day", () => {
    const serviceDetails = {
      kind: 'transport' as const,
      origin: 'Cernusco',
      destination: 'Verona',
      load: 'Bobine',
      weightKg: 24000,
      date: '2026-12-07',
    };
    render(<RequestServiceDetails request={makeContactRequest({ serviceDetails })} />);
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'PartenzaCernuscoDestinazioneVeronaCaricoBobinePeso del carico24.000 kgData del trasporto7 dicembre 2026',
    );
  });

  it("shows an earth-moving job's machine left to the office, and a workshop visit's plate and half day", () => {
    const earthworks = {
      kind: 'earthworks' as const,
      site: 'Gorgonzola',
      machine: null,
      withOperator: false,
      days: 1,
      startDate: '2026-12-07',
    };
    const { unmount } = render(<RequestServiceDetails request={makeContactRequest({ serviceDetails: earthworks })} />);
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'MacchinaDa consigliareOperatoreSenza operatoreDurata1 giorno',
    );
    unmount();
    const workshop = { kind: 'workshop' as const, plate: 'AB123CD', day: '2026-12-07', slot: 'afternoon' as const };
    render(<RequestServiceDetails request={makeContactRequest({ serviceDetails: workshop })} />);
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'TargaAB123CDGiorno preferito7 dicembre 2026Fascia orariaPomeriggio',
    );
  });

  it('shows nothing without details', () => {
    render(<RequestServiceDetails request={makeContactRequest()} />);
    expect(screen.queryByTestId('request-service-details')).not.toBeInTheDocument();
  });
});
