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

/** The rental part of a request, in the receipt and in the booking confirmation. */
export const RENTAL = {
  pickup: /*i18n*/ { id: 'mail.rental.pickup', message: 'Ritiro' },
  return: /*i18n*/ { id: 'mail.rental.return', message: 'Riconsegna' },
  days: /*i18n*/ { id: 'mail.rental.days', message: 'Durata' },
  dayCount: /*i18n*/ { id: 'mail.rental.day-count', message: '{days, plural, one {# giorno} other {# giorni}}' },
  office: /*i18n*/ { id: 'mail.rental.office', message: 'Sede di ritiro' },
  address: /*i18n*/ { id: 'mail.rental.address', message: 'Indirizzo' },
  hours: /*i18n*/ { id: 'mail.rental.hours', message: 'Orari' },
  price: /*i18n*/ { id: 'mail.rental.price', message: 'Prezzo indicativo' },
  returnOffice: /*i18n*/ { id: 'mail.rental.return-office', message: 'Sede di riconsegna' },
  period: /*i18n*/ { id: 'mail.rental.period', message: 'Noleggio' },
  periodValue: /*i18n*/ {
    id: 'mail.rental.period-value',
    message: '{days, plural, one {# giorno} other {# giorni}} a {daily} al giorno: {total}',
  },
  optionValue: /*i18n*/ { id: 'mail.rental.option-value', message: 'quantità {quantity}: {total}' },
  optionQuantity: /*i18n*/ { id: 'mail.rental.option-quantity', message: 'quantità {quantity}' },
  oneWayFee: /*i18n*/ { id: 'mail.rental.one-way-fee', message: 'Supplemento riconsegna in altra sede' },
  includedKm: /*i18n*/ { id: 'mail.rental.included-km', message: 'Chilometri inclusi' },
  includedKmValue: /*i18n*/ { id: 'mail.rental.included-km-value', message: '{total} km ({perDay} km al giorno)' },
  extraKm: /*i18n*/ { id: 'mail.rental.extra-km', message: 'Chilometro extra' },
  deposit: /*i18n*/ { id: 'mail.rental.deposit', message: 'Deposito cauzionale' },
  driverAge: /*i18n*/ { id: 'mail.rental.driver-age', message: 'Età minima del conducente' },
  driverAgeValue: /*i18n*/ { id: 'mail.rental.driver-age-value', message: '{age} anni' },
  delivery: /*i18n*/ { id: 'mail.rental.delivery', message: 'Consegna' },
  deliveryValue: /*i18n*/ { id: 'mail.rental.delivery-value', message: 'A domicilio su richiesta' },
  priceNote: /*i18n*/ {
    id: 'mail.rental.price-note',
    message: "Il prezzo è indicativo: l'importo definitivo è confermato dall'ufficio.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The visitor's booking confirmation, sent when the office confirms the request's dates. */
export const BOOKING = {
  subject: /*i18n*/ { id: 'mail.booking.subject', message: 'Prenotazione confermata – {brand}' },
  confirmed: /*i18n*/ {
    id: 'mail.booking.confirmed',
    message: 'la tua prenotazione è confermata: il veicolo ti aspetta nella sede di ritiro nel giorno indicato.',
  },
  summary: /*i18n*/ { id: 'mail.booking.summary', message: 'La tua prenotazione' },
  calendar: /*i18n*/ {
    id: 'mail.booking.calendar',
    message: 'In allegato trovi la prenotazione da aggiungere al tuo calendario.',
  },
  event: /*i18n*/ { id: 'mail.booking.event', message: 'Noleggio {vehicle} – {brand}' },
  reference: /*i18n*/ { id: 'mail.booking.reference', message: 'Numero di prenotazione' },
  price: /*i18n*/ { id: 'mail.booking.price', message: 'Prezzo confermato' },
  priceNote: /*i18n*/ {
    id: 'mail.booking.price-note',
    message: 'Il prezzo indicato è quello confermato per la tua prenotazione.',
  },
  /** The calendar file's name, without `.ics`: letters, digits and hyphens only. */
  file: /*i18n*/ { id: 'mail.booking.file', message: 'prenotazione' },
  footer: /*i18n*/ {
    id: 'mail.booking.footer',
    message:
      'Ricevi questa e-mail perché {brand} ha confermato una prenotazione richiesta dal suo sito con il tuo indirizzo.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The customer's mails when the office changes or cancels a booking made from their request. */
export const BOOKING_CHANGE = {
  changedSubject: /*i18n*/ { id: 'mail.booking.changed.subject', message: 'Prenotazione modificata – {brand}' },
  changed: /*i18n*/ {
    id: 'mail.booking.changed.intro',
    message: 'la tua prenotazione {reference} è stata modificata: qui sotto trovi i nuovi dettagli.',
  },
  changedCalendar: /*i18n*/ {
    id: 'mail.booking.changed.calendar',
    message: 'In allegato trovi la prenotazione aggiornata: il tuo calendario la sostituisce a quella precedente.',
  },
  cancelledSubject: /*i18n*/ { id: 'mail.booking.cancelled.subject', message: 'Prenotazione annullata – {brand}' },
  cancelled: /*i18n*/ {
    id: 'mail.booking.cancelled.intro',
    message: 'la tua prenotazione {reference} è stata annullata.',
  },
  cancelledCalendar: /*i18n*/ {
    id: 'mail.booking.cancelled.calendar',
    message: "In allegato trovi l'annullamento: il tuo calendario toglie la prenotazione.",
  },
  footer: /*i18n*/ {
    id: 'mail.booking.change.footer',
    message:
      'Ricevi questa e-mail perché hai una prenotazione presso {brand}, richiesta dal suo sito con il tuo indirizzo.',
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
  'Assistenza Nazionale': /*i18n*/ { id: 'mail.service.assistance', message: 'Assistenza Nazionale' },
  'Noleggio a Lungo Termine': /*i18n*/ { id: 'mail.service.long-term-rental', message: 'Noleggio a Lungo Termine' },
  'Noleggio Flotte Aziendali': /*i18n*/ { id: 'mail.service.fleet-hire', message: 'Noleggio Flotte Aziendali' },
};

/**
 * The ready texts the office may start a reply from, in the visitor's language; the office edits
 * them before sending. The greeting, the phone and the signature are the receipt's.
 */
export const REPLY = {
  receivedSubject: /*i18n*/ { id: 'mail.reply.received.subject', message: 'La tua richiesta – {brand}' },
  receivedBody: /*i18n*/ {
    id: 'mail.reply.received.body',
    message:
      'grazie per averci contattato. Abbiamo ricevuto la tua richiesta e la stiamo esaminando: ti ricontatteremo al più presto con tutte le informazioni.',
  },
  availableSubject: /*i18n*/ { id: 'mail.reply.available.subject', message: 'Veicolo disponibile – {brand}' },
  availableBody: /*i18n*/ {
    id: 'mail.reply.available.body',
    message:
      'siamo lieti di confermarti che il veicolo richiesto è disponibile. Per procedere con la prenotazione rispondi a questa e-mail o chiamaci: ti indicheremo i passi successivi.',
  },
  unavailableSubject: /*i18n*/ {
    id: 'mail.reply.unavailable.subject',
    message: 'Veicolo non disponibile – {brand}',
  },
  unavailableBody: /*i18n*/ {
    id: 'mail.reply.unavailable.body',
    message:
      'ci dispiace, il veicolo richiesto non è disponibile per il periodo indicato. Possiamo proporti un veicolo simile o altre date: rispondi a questa e-mail e ti aiuteremo volentieri.',
  },
  quoteSubject: /*i18n*/ { id: 'mail.reply.quote.subject', message: 'Il tuo preventivo – {brand}' },
  quoteBody: /*i18n*/ {
    id: 'mail.reply.quote.body',
    message:
      'grazie per la tua richiesta. Prepariamo il preventivo su misura per te: rispondi a questa e-mail con eventuali dettagli (date, durata, esigenze particolari) oppure chiamaci, e lo concorderemo insieme.',
  },
  closing: /*i18n*/ { id: 'mail.reply.closing', message: 'Cordiali saluti,' },
} satisfies Record<string, MessageDescriptor>;
