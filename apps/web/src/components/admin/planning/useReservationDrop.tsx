import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { customerHearsOfMove, type Reservation } from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../lib/api-error';
import { formatDayRange } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { moveReservation, type MoveReservationInput, type ReservationDrop } from './move-reservation';

export interface ReservationDropping {
  /** Moves a booking by a drop; asks first when the customer will be mailed the new dates. */
  drop: (reservation: Reservation, drop: ReservationDrop, vehicleName: string) => void;
  /**
   * The bookings the server is moving: they cannot be picked up again until it answers, as a second
   * move would send the fields the first one replaces.
   */
  pending: ReadonlySet<number>;
}

/**
 * A bar dropped on the planning, sent as `admin.reservations.update`. The server has the last word
 * (an overlap, a vehicle that cannot be rented): its refusal is shown and the bar stays where it was;
 * after a move the planning's lists and the desk's days are read again.
 */
export function useReservationDrop(onMoved: (reservation: Reservation) => void): ReservationDropping {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.admin.reservations.update.mutationOptions());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const settle = (id: number, busy: boolean) =>
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  async function send(input: MoveReservationInput) {
    settle(input.id, true);
    try {
      const saved = await update.mutateAsync(input);
      showSuccessToast(
        t`Prenotazione spostata`,
        `${saved.reference} · ${saved.vehicleLabel}, ${formatDayRange(saved.from, saved.to, locale)}`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.desk.pathKey() }),
      ]);
      onMoved(saved);
    } catch (error) {
      showErrorToast(t`Errore`, t`Impossibile spostare la prenotazione`, apiErrorMessage(error, i18n));
    } finally {
      settle(input.id, false);
    }
  }

  const drop = (reservation: Reservation, where: ReservationDrop, vehicleName: string) => {
    const input = moveReservation(reservation, where);
    if (!input) return;
    if (!customerHearsOfMove(reservation)) {
      void send(input);
      return;
    }
    const reference = reservation.reference;
    const customer = reservation.customerName || t`Senza nome`;
    const period = formatDayRange(input.data.from, input.data.to, locale);
    modals.openConfirmModal({
      title: t`Sposta prenotazione`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            La prenotazione {reference} di {customer} passa a {vehicleName}, {period}. Il cliente l'ha chiesta dal sito:
            riceverà per e-mail le nuove date.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Sposta e avvisa il cliente`, cancel: t`Indietro` },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => void send(input),
    });
  };

  return { drop, pending };
}
