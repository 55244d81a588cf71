import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../../../test';
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
});
