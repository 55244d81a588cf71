import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactStatus, NotificationState } from '@nbt/validation';

/** The label of each lead status (the stored values stay the Italian codes). */
export const STATUS_LABELS: Record<ContactStatus, MessageDescriptor> = {
  nuova: msg`Nuova`,
  contattata: msg`Contattata`,
  chiusa: msg`Chiusa`,
};

/** One restrained colour per status: gold for what needs attention, neutral once handled. */
export const STATUS_COLORS: Record<ContactStatus, string> = {
  nuova: 'gold',
  contattata: 'teal',
  chiusa: 'gray',
};

/** Where the e-mails of a request stand (the office notification and the visitor's confirmation). */
export const NOTIFICATION_LABELS: Record<NotificationState, MessageDescriptor> = {
  sent: msg`E-mail inviate`,
  pending: msg`E-mail in attesa di invio`,
  failed: msg`E-mail non riuscite`,
  off: msg`Notifiche disattivate`,
};

export const NOTIFICATION_COLORS: Record<NotificationState, string> = {
  sent: 'teal',
  pending: 'yellow',
  failed: 'red',
  off: 'gray',
};
