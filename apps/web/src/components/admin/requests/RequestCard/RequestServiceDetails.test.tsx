import {
  EXAMPLE_EARTHWORKS_DETAILS,
  EXAMPLE_TRANSPORT_DETAILS,
  EXAMPLE_WORKSHOP_DETAILS,
} from '@nbt/validation/examples';
import { describe, expect, it } from 'vitest';

import { render, screen } from '../../../../../test';
import { makeContactRequest } from '../../../../../test/fixtures';
import { RequestServiceDetails } from './RequestServiceDetails';

describe('RequestServiceDetails', () => {
  it("shows a transport's route, load, weight and day", () => {
    render(<RequestServiceDetails request={makeContactRequest({ serviceDetails: EXAMPLE_TRANSPORT_DETAILS })} />);
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'PartenzaCernuscoDestinazioneVeronaCaricoBobinePeso del carico24.000 kgData del trasporto7 dicembre 2026',
    );
  });

  it("shows an earth-moving job's machine left to the office, and a workshop visit's plate and half day", () => {
    const { unmount } = render(
      <RequestServiceDetails request={makeContactRequest({ serviceDetails: EXAMPLE_EARTHWORKS_DETAILS })} />,
    );
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'MacchinaDa consigliareOperatoreSenza operatoreDurata1 giorno',
    );
    unmount();
    render(<RequestServiceDetails request={makeContactRequest({ serviceDetails: EXAMPLE_WORKSHOP_DETAILS })} />);
    expect(screen.getByTestId('request-service-details')).toHaveTextContent(
      'TargaAB123CDGiorno preferito7 dicembre 2026Fascia orariaPomeriggio',
    );
  });

  it('shows nothing without details', () => {
    render(<RequestServiceDetails request={makeContactRequest()} />);
    expect(screen.queryByTestId('request-service-details')).not.toBeInTheDocument();
  });
});
