import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Reservation } from '@nbt/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import { formatBookingPeriod } from './booking-period';
import { KilometersModal } from './KilometersModal';
import { type ReservationMove, STATE_LABELS } from './reservation-states';

export interface ReservationMoves {
  /** Starts a move: the kilometres are asked for `out` and `returned`, a confirmation for the final ones. */
  move: (reservation: Reservation, to: ReservationMove) => void;
  /** The id of the booking being moved, while the server works. */
  pendingId: number | null;
  /** The kilometres' dialog, to render beside the caller's content. */
  dialog: ReactNode;
}

/**
 * A booking's moves through `setStatus`, shared by the desk and the reservation dialog. After each,
 * the planning's lists and the desk's days are read again; `onMoved` gets the booking as it is now.
 */
export function useReservationMoves(onMoved?: (reservation: Reservation) => void): ReservationMoves {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ reservation: Reservation; to: 'out' | 'returned' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const setStatus = useMutation(trpc.admin.reservations.setStatus.mutationOptions());

  async function send(reservation: Reservation, to: ReservationMove, kilometers: number | null) {
    setFailure(null);
    try {
      const saved = await setStatus.mutateAsync({ id: reservation.id, status: to, kilometers });
      setAsking(null);
      const state = i18n._(STATE_LABELS[saved.status].label);
      const reference = saved.reference;
      showSuccessToast(t`Prenotazione ${reference}: ${state}`, saved.vehicleLabel);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.desk.pathKey() }),
      ]);
      onMoved?.(saved);
    } catch (error) {
      const message = apiErrorMessage(error, i18n);
      // Inside the kilometres' dialog the refusal stays beside the field; otherwise a toast says it.
      if (to === 'out' || to === 'returned') setFailure(message);
      else showErrorToast(t`Errore`, t`Impossibile cambiare lo stato della prenotazione`, message);
    }
  }

  function confirmFinal(reservation: Reservation, to: 'cancelled' | 'no_show') {
    const reference = reservation.reference;
    const customer = reservation.customerName || t`Senza nome`;
    const period = formatBookingPeriod(reservation, i18n);
    modals.openConfirmModal({
      title: to === 'cancelled' ? t`Annulla prenotazione` : t`Cliente non presentato`,
      centered: true,
      // Above the reservation dialog it may open from.
      zIndex: 300,
      children: (
        <Text size="sm">
          {to === 'cancelled' ? (
            <Trans>
              Annullare la prenotazione {reference} di {customer} ({period})? Il veicolo torna libero in quei giorni e
              la prenotazione non si potrà più riaprire.
            </Trans>
          ) : (
            <Trans>
              Segnare che {customer} non si è presentato per la prenotazione {reference} ({period})? Il veicolo torna
              libero in quei giorni e la prenotazione non si potrà più riaprire.
            </Trans>
          )}
        </Text>
      ),
      labels: { confirm: to === 'cancelled' ? t`Annulla prenotazione` : t`Non presentato`, cancel: t`Indietro` },
      // White on red.9 passes 4.5:1 on the dark theme.
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => void send(reservation, to, null),
    });
  }

  const move = (reservation: Reservation, to: ReservationMove) => {
    if (to === 'out' || to === 'returned') {
      setFailure(null);
      setAsking({ reservation, to });
    } else if (to === 'cancelled' || to === 'no_show') {
      confirmFinal(reservation, to);
    } else {
      void send(reservation, to, null);
    }
  };

  const dialog = (
    <KilometersModal
      target={asking}
      saving={setStatus.isPending}
      failure={failure}
      onSubmit={(kilometers) => asking && void send(asking.reservation, asking.to, kilometers)}
      onClose={() => {
        if (!setStatus.isPending) setAsking(null);
      }}
    />
  );

  const moving = setStatus.isPending ? setStatus.variables?.id : undefined;
  return { move, pendingId: moving === undefined ? null : Number(moving), dialog };
}
