import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactStatus } from '@nbt/validation';

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
