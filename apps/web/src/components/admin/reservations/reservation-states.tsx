import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { RESERVATION_MOVES, type ReservationState } from '@nbt/validation/rules';

/** A booking's state as the office reads it, and the colour of its badge. */
export const STATE_LABELS: Record<ReservationState, { label: MessageDescriptor; color: string }> = {
  option: { label: msg`Opzione`, color: 'yellow' },
  confirmed: { label: msg`Confermata`, color: 'blue' },
  out: { label: msg`Uscito`, color: 'green' },
  returned: { label: msg`Rientrato`, color: 'gray' },
  cancelled: { label: msg`Annullata`, color: 'red' },
  no_show: { label: msg`Non presentato`, color: 'orange' },
};

/** The states a move can reach: every one but the first. */
export type ReservationMove = Exclude<ReservationState, 'option'>;

/** What the button that makes each move says. */
export const MOVE_LABELS: Record<ReservationMove, MessageDescriptor> = {
  confirmed: msg`Conferma`,
  out: msg`Segna uscito`,
  returned: msg`Segna rientrato`,
  cancelled: msg`Annulla prenotazione`,
  no_show: msg`Non presentato`,
};

/** The moves a booking in `status` allows, in the order the dialog offers them. */
export function movesFrom(status: ReservationState): ReservationMove[] {
  return RESERVATION_MOVES[status].filter((to): to is ReservationMove => to !== 'option');
}

/** The badge of a booking's state. */
export function ReservationStateBadge({ status }: { status: ReservationState }) {
  const { i18n } = useLingui();
  const state = STATE_LABELS[status];
  return (
    <Badge variant="light" color={state.color} tt="none" fw={600}>
      {i18n._(state.label)}
    </Badge>
  );
}

/** A phone number as a `tel:` address: its digits and a leading plus. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? `+${digits.slice(1).replaceAll('+', '')}` : digits.replaceAll('+', '')}`;
}
