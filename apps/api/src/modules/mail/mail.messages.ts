import type { MessageDescriptor } from '@lingui/core';
import type { ContactService } from '@nbt/validation';

/*
 * The texts of the visitor's confirmation, translated in src/locales/<lang>/mail.po. Each is a
 * descriptor with a fixed id marked for `lingui extract`; the Italian message is the source.
 */

export const CONFIRMATION = {
  subject: /*i18n*/ { id: 'mail.confirmation.subject', message: 'Abbiamo ricevuto la tua richiesta – {brand}' },
  greeting: /*i18n*/ { id: 'mail.confirmation.greeting', message: 'Gentile {name},' },
  neutralGreeting: /*i18n*/ { id: 'mail.confirmation.neutral-greeting', message: 'Gentile cliente,' },
  received: /*i18n*/ {
    id: 'mail.confirmation.received',
    message: 'grazie per averci scritto: la tua richiesta è arrivata ed è già nelle mani del nostro staff.',
  },
  reply: /*i18n*/ {
    id: 'mail.confirmation.reply',
    message:
      'Ti risponderemo entro {hours, plural, one {# ora} other {# ore}} negli orari di apertura (lunedì–venerdì {weekdays}, sabato {saturday}).',
  },
  summary: /*i18n*/ { id: 'mail.confirmation.summary', message: 'La tua richiesta' },
  service: /*i18n*/ { id: 'mail.confirmation.service', message: 'Servizio' },
  vehicle: /*i18n*/ { id: 'mail.confirmation.vehicle', message: 'Veicolo' },
  time: /*i18n*/ { id: 'mail.confirmation.time', message: 'Ricevuta il' },
  contact: /*i18n*/ {
    id: 'mail.confirmation.contact',
    message: 'Se hai bisogno di noi prima, chiamaci o scrivici su WhatsApp:',
  },
  phone: /*i18n*/ { id: 'mail.confirmation.phone', message: 'Telefono' },
  whatsapp: /*i18n*/ { id: 'mail.confirmation.whatsapp', message: 'WhatsApp' },
  signature: /*i18n*/ { id: 'mail.confirmation.signature', message: 'Il team {brand}' },
  footer: /*i18n*/ {
    id: 'mail.confirmation.footer',
    message:
      'Ricevi questa e-mail perché è stata inviata una richiesta dal sito {brand} con il tuo indirizzo. Se non sei stato tu, ignorala pure.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The services are stored in Italian; these are their names in the visitor's language. */
export const SERVICE_NAMES: Record<ContactService, MessageDescriptor> = {
  'Noleggio Auto di Lusso': /*i18n*/ { id: 'mail.service.luxury-rental', message: 'Noleggio Auto di Lusso' },
  'Vendita Veicoli': /*i18n*/ { id: 'mail.service.sales', message: 'Vendita Veicoli' },
  'Trasporti Pesanti': /*i18n*/ { id: 'mail.service.heavy-transport', message: 'Trasporti Pesanti' },
  'Movimento Terra': /*i18n*/ { id: 'mail.service.earthmoving', message: 'Movimento Terra' },
  Autoriparazioni: /*i18n*/ { id: 'mail.service.repairs', message: 'Autoriparazioni' },
  Autolavaggio: /*i18n*/ { id: 'mail.service.car-wash', message: 'Autolavaggio' },
};
