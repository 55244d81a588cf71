import { type MachineType, type ServiceDetails, type WorkshopSlot, formatNumber } from '@nbt/validation';

// A request's service details as the office reads them, in Italian: the notification mail's rows
// and the workbook's cells say them alike.

const MACHINE_NAMES: Record<MachineType, string> = {
  escavatore: 'Escavatore',
  miniescavatore: 'Miniescavatore',
  pala_gommata: 'Pala gommata',
  terna: 'Terna',
  dumper: 'Dumper',
  rullo: 'Rullo compattatore',
  sollevatore: 'Sollevatore telescopico',
};

const SLOT_NAMES: Record<WorkshopSlot, string> = { morning: 'Mattina', afternoon: 'Pomeriggio' };

/** The machine asked for, or that the visitor left the choice to the office. */
export function machineName(machine: MachineType | null): string {
  return machine === null ? 'Da consigliare (il cliente non sa)' : MACHINE_NAMES[machine];
}

export function slotName(slot: WorkshopSlot): string {
  return SLOT_NAMES[slot];
}

/** `2026-12-07` as an Italian reads it: 07/12/2026. */
export function italianDay(date: string): string {
  return date.split('-').reverse().join('/');
}

/** The details as label and value, in the order the form asks them. */
export function serviceDetailRows(details: ServiceDetails): [string, string][] {
  switch (details.kind) {
    case 'transport':
      return [
        ['Partenza', details.origin],
        ['Destinazione', details.destination],
        ['Carico', details.load],
        ['Peso del carico', details.weightKg === null ? 'Non indicato' : `${formatNumber(details.weightKg, 'it')} kg`],
        ['Data del trasporto', italianDay(details.date)],
      ];
    case 'earthworks':
      return [
        ['Cantiere', details.site],
        ['Macchina', machineName(details.machine)],
        ['Operatore', details.withOperator ? 'Con operatore' : 'Senza operatore'],
        ['Durata', details.days === 1 ? '1 giorno' : `${details.days} giorni`],
        ['Inizio lavori', italianDay(details.startDate)],
      ];
    case 'workshop':
      return [
        ['Targa', details.plate],
        ['Giorno preferito', italianDay(details.day)],
        ['Fascia oraria', slotName(details.slot)],
      ];
  }
}
