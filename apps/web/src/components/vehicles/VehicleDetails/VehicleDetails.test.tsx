import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../test';
import { i18n } from '../../../lib/i18n';
import { messages as englishMessages } from '../../../locales/en/messages.po';
import { messages as englishVehicleMessages } from '../../../locales/en/vehicle-facts.po';
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
    expect(performance.getByText('Potenza').nextElementSibling?.textContent).toBe('375 kW (510 CV)');
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

  it("shows a machine's own figures first, in the units a site manager reads, and no doors or seats", () => {
    render(
      <VehicleDetails
        vehicle={makeVehicle({
          vehicle_category: 'movimento_terra',
          doors: 0,
          seats: 0,
          machine_type: 'miniescavatore',
          operating_weight_kg: 2750,
          engine_hours: 1840,
          max_digging_depth_mm: 2600,
          bucket_capacity_l: 80,
          with_operator: 'optional',
        })}
      />,
    );
    const figures = within(screen.getByTestId('heavy-figures'));
    const figure = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(figure('Tipo di macchina')).toBe('Miniescavatore');
    expect(figure('Peso operativo')).toBe('2,8 t');
    expect(figure('Ore motore')).toBe('1.840 h');
    expect(figure('Profondità di scavo')).toBe('2,6 m');
    expect(figure('Capacità benna')).toBe('0,08 m³');
    expect(figure('Operatore')).toBe('Con o senza operatore');
    const specs = within(screen.getByTestId('technical-specs'));
    expect(specs.queryByText('Porte')).toBeNull();
    expect(specs.queryByText('Posti')).toBeNull();
    // Its use is in engine hours: an odometer reading 0 km would say nothing.
    expect(specs.queryByText('Chilometraggio')).toBeNull();
  });

  describe('what a buyer compares', () => {
    afterEach(() => i18n.activate('it'));
    const forSale = makeVehicle({
      listing_type: 'sale',
      condition: 'usato',
      first_registration: '2021-03',
      previous_owners: 1,
      warranty_months: 12,
      vat_deductible: true,
      consumption_l_100km: 5.9,
      co2_g_km: 134,
      kerb_weight_kg: 1540,
      novice_driver_ok: false,
    });
    const fact = (label: string) =>
      within(screen.getByTestId('sale-facts')).getByText(label).nextElementSibling?.textContent;

    it('lists the facts the office stated, in the page language, and leaves the others out', () => {
      render(<VehicleDetails vehicle={forSale} />);
      expect(fact('Condizione')).toBe('Usato');
      expect(fact('Prima immatricolazione')).toBe('marzo 2021');
      expect(fact('Proprietari precedenti')).toBe('1');
      expect(fact('Garanzia')).toBe('12 mesi');
      expect(fact('IVA esposta')).toBe('Sì');
      expect(fact('Consumo combinato')).toBe('5,9 l/100 km');
      expect(fact('Emissioni CO2')).toBe('134 g/km');
      expect(fact('Massa a vuoto')).toBe('1.540 kg');
      expect(fact('Guidabile da neopatentati')).toBe('No, oltre i limiti di legge');
      expect(within(screen.getByTestId('sale-facts')).queryByText('Tagliandi certificati')).toBeNull();
    });

    it('writes them in English on an English page', () => {
      i18n.load('en', { ...englishMessages, ...englishVehicleMessages });
      i18n.activate('en');
      render(<VehicleDetails vehicle={forSale} />);
      expect(fact('First registration')).toBe('March 2021');
      expect(fact('Previous owners')).toBe('1');
    });

    it('has no such block when the office stated none', () => {
      render(<VehicleDetails vehicle={makeVehicle()} />);
      expect(screen.queryByTestId('sale-facts')).toBeNull();
    });
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
      i18n.load('en', { ...englishMessages, ...englishVehicleMessages });
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
