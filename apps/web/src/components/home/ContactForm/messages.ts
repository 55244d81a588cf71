import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactService } from '@nbt/validation';

/**
 * The services are stored in Italian; these are their labels in the visitor's language.
 */
export const SERVICE_LABELS: Record<ContactService, MessageDescriptor> = {
  'Noleggio Auto di Lusso': msg`Noleggio Auto di Lusso`,
  'Vendita Veicoli': msg`Vendita Veicoli`,
  'Trasporti Pesanti': msg`Trasporti Pesanti`,
  'Movimento Terra': msg`Movimento Terra`,
  Autoriparazioni: msg`Autoriparazioni`,
  Autolavaggio: msg`Autolavaggio`,
  'Assistenza Nazionale': msg`Assistenza Nazionale`,
  'Noleggio a Lungo Termine': msg`Noleggio a Lungo Termine`,
  'Noleggio Flotte Aziendali': msg`Noleggio Flotte Aziendali`,
};

/**
 * The service a request about a vehicle is for: buying one that is only for sale, renting a truck
 * (heavy transport) or an earth-moving machine, else renting a car.
 */
export function serviceForVehicle(vehicle: { listing_type: string; vehicle_category: string }): ContactService {
  if (vehicle.listing_type === 'sale') return 'Vendita Veicoli';
  if (vehicle.vehicle_category === 'movimento_terra') return 'Movimento Terra';
  return vehicle.vehicle_category === 'camion' ? 'Trasporti Pesanti' : 'Noleggio Auto di Lusso';
}
