import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../test';
import { i18n } from '../../../lib/i18n';
import { messages as englishMessages } from '../../../locales/en/messages.po';
import { makeVehicle } from '../../../../test/fixtures';
import { VehicleDetails } from './VehicleDetails';

describe('VehicleDetails', () => {
  it('lists the technical characteristics with Italian labels and formats', () => {
    render(
      <VehicleDetails
        vehicle={makeVehicle({ kilometers: 31000, fuel_regulation: 'Euro 6d', color: 'grigio nardo' })}
      />,
    );
    const specs = within(screen.getByTestId('technical-specs'));
    expect(specs.getByText('Chilometraggio').nextElementSibling?.textContent).toBe('31.000 km');
    expect(specs.getByText('Classe Euro').nextElementSibling?.textContent).toBe('Euro 6d');
    expect(specs.getByText('Carburante').nextElementSibling?.textContent).toBe('Benzina');
    expect(specs.getByText('Cambio').nextElementSibling?.textContent).toBe('Automatico');
    expect(specs.getByText('Colore').nextElementSibling?.textContent).toBe('Grigio nardo');
    expect(specs.getByText('Categoria').nextElementSibling?.textContent).toBe('Auto');
    expect(screen.getByRole('heading', { name: 'Descrizione' })).toBeInTheDocument();
    expect(screen.getByText('Head-up display')).toBeInTheDocument();
  });

  it('shows the performance block only with a displacement or a power figure', () => {
    const { unmount } = render(
      <VehicleDetails vehicle={makeVehicle({ engine_displacement: 2993, horsepower: 510 })} />,
    );
    const performance = within(screen.getByTestId('performance'));
    expect(performance.getByText('Cilindrata').nextElementSibling?.textContent).toBe('2.993 cc');
    expect(performance.getByText('Potenza').nextElementSibling?.textContent).toBe('510 CV');
    unmount();

    render(<VehicleDetails vehicle={makeVehicle({ engine_displacement: null, horsepower: 118 })} />);
    expect(within(screen.getByTestId('performance')).queryByText('Cilindrata')).toBeNull();
  });

  it('leaves out performance, description and features when there are none', () => {
    render(
      <VehicleDetails
        vehicle={makeVehicle({ engine_displacement: null, horsepower: null, description: ' ', features: [] })}
      />,
    );
    expect(screen.queryByTestId('performance')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Prestazioni' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Descrizione' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dotazioni' })).toBeNull();
  });

  describe('in another language', () => {
    afterEach(() => i18n.activate('it'));
    const translated = makeVehicle({
      description: 'Coupé sportiva.',
      features: ['Fari laser'],
      color: 'nero ossidiana',
      translations: { en: { description: 'Sports coupé.', features: [], color: 'obsidian black' } },
    });

    it("shows the language's own texts, and the Italian ones marked lang=it with a note where none is written", () => {
      i18n.load('en', englishMessages);
      i18n.activate('en');
      render(<VehicleDetails vehicle={translated} />);
      const description = screen.getByText('Sports coupé.');
      expect(description).not.toHaveAttribute('lang');
      expect(screen.queryByText('Coupé sportiva.')).toBeNull();
      const colour = within(screen.getByTestId('technical-specs')).getByText('Obsidian black');
      expect(colour).not.toHaveAttribute('lang');
      expect(screen.getByText('Fari laser').closest('ul')).toHaveAttribute('lang', 'it');
      expect(screen.getAllByText('This text is only available in Italian')).toHaveLength(1);
    });

    it('marks nothing and adds no note on an Italian page', () => {
      render(<VehicleDetails vehicle={translated} />);
      expect(screen.getByText('Coupé sportiva.')).not.toHaveAttribute('lang');
      expect(screen.getByText('Fari laser').closest('ul')).not.toHaveAttribute('lang');
      expect(screen.queryByText('Testo disponibile solo in italiano')).toBeNull();
    });
  });
});
