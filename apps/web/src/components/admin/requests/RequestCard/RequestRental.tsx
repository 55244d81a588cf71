import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type BookingMailState, type ContactRequest, rentalDays, type RequestAvailability } from '@nbt/validation';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiErrorMessage, showErrorToast, showSuccessToast, showWarningToast } from '../../../../lib/api-error';
import { useInboxPulse } from '../useNewRequestsCount';
import { formatEuro, formatLongDate } from '../../../../lib/format';
import { formatRentalTime } from '../../../../lib/format-days';
import { localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';
import { ReservationStateBadge } from '../../reservations/reservation-states';
import { QuoteBreakdown } from './QuoteBreakdown';

const AVAILABILITY: Record<RequestAvailability, { label: MessageDescriptor; color: string }> = {
  free: { label: msg`Veicolo libero in queste date`, color: 'green' },
  taken: { label: msg`Veicolo già prenotato in queste date`, color: 'red' },
  booked: { label: msg`Prenotazione confermata`, color: 'blue' },
};

/** What the office is told of the visitor's e-mail once a booking is made; null when it was queued. */
const UNSENT_BOOKING_MAIL: Record<Exclude<BookingMailState, 'queued'>, MessageDescriptor> = {
  off: msg`Il server non invia e-mail: avvisa il cliente dalla tua casella di posta o per telefono`,
  request_limit: msg`E-mail al cliente non inviata: per questa richiesta ne è già partita una nelle ultime 24 ore. Avvisa il cliente dalla tua casella di posta o per telefono`,
  site_limit: msg`E-mail al cliente non inviata: il sito ha raggiunto il numero massimo di e-mail all'ora ai clienti. Avvisa il cliente dalla tua casella di posta o per telefono`,
};

/**
 * A request's rental: its days and times, pick-up office and indicative price, whether the vehicle
 * is still free for them, and the office's 'Conferma prenotazione', which books it and mails the
 * visitor once the office has seen what will be booked and sent. It is not offered while another booking holds
 * the vehicle on those days; once booked, the booking's reference and state are shown.
 */
export function RequestRental({ request }: { request: ContactRequest }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = localeOf(i18n.locale);

  const confirm = useMutation(
    trpc.admin.reservations.confirmBooking.mutationOptions({
      onSuccess: async ({ bookingMail }) => {
        if (bookingMail === 'queued') {
          showSuccessToast(t`Prenotazione confermata`, t`La conferma della prenotazione sarà inviata al cliente`);
        } else {
          showWarningToast(t`Prenotazione confermata`, i18n._(UNSENT_BOOKING_MAIL[bookingMail]));
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.search.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.countNew.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.pulse.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.list.queryKey() }),
        ]);
      },
      onError: (error) => {
        showErrorToast(t`Errore`, t`Impossibile confermare la prenotazione`, apiErrorMessage(error, i18n));
      },
    }),
  );

  const { pickupDate, returnDate, pickupTime, returnTime, availability } = request;
  // The list has no filter by request: the booking is looked for among those of the vehicle on the
  // request's days, as it was made; one moved to other days since is not found here.
  const booked = availability === 'booked' && request.vehicleId !== null && pickupDate !== null && returnDate !== null;
  const bookings = useQuery({
    ...trpc.admin.reservations.list.queryOptions({
      vehicleId: request.vehicleId ?? undefined,
      from: pickupDate ?? undefined,
      to: returnDate ?? undefined,
    }),
    enabled: booked,
  });
  const booking = booked ? bookings.data?.find((each) => each.contactRequestId === request.id) : undefined;

  const mailing = useInboxPulse()?.notificationsOn !== false;

  if (pickupDate === null || returnDate === null) return null;
  const from = formatLongDate(pickupDate, locale);
  const to = formatLongDate(returnDate, locale);
  const days = rentalDays({ pickupDate, returnDate, pickupTime, returnTime });
  // A request sent before rentals had times carries none: its days are shown alone.
  const timed = pickupTime !== null && returnTime !== null;
  const pickupAt = timed ? formatRentalTime(pickupDate, pickupTime, locale) : '';
  const returnAt = timed ? formatRentalTime(returnDate, returnTime, locale) : '';
  const period = timed ? (
    <Trans>
      Dal {from} alle {pickupAt} al {to} alle {returnAt}
    </Trans>
  ) : (
    <Trans>
      Dal {from} al {to}
    </Trans>
  );
  const state = availability ? AVAILABILITY[availability] : undefined;
  const office = request.pickupOfficeName;
  const price = request.quotedPriceCents === null ? null : formatEuro(request.quotedPriceCents / 100, locale, 2);

  const askConfirm = () => {
    const vehicle = request.vehicleLabel ?? '';
    // A server without e-mail says so before the booking is made, not after.
    const customer = `${request.firstName} ${request.lastName}`.trim();
    const email = request.email;
    modals.openConfirmModal({
      title: t`Conferma prenotazione`,
      centered: true,
      children: (
        <Stack gap="sm">
          <List size="sm" spacing={4} data-testid="booking-preview">
            <List.Item>
              <Trans>Veicolo: {vehicle}</Trans>
            </List.Item>
            <List.Item>
              {period} (<Plural value={days} one="# giorno" other="# giorni" />)
            </List.Item>
            <List.Item>
              <Trans>Cliente: {customer}</Trans>
            </List.Item>
            <List.Item>
              <Trans>E-mail: {email}</Trans>
            </List.Item>
          </List>
          <Text size="sm">
            {mailing ? (
              <Trans>
                La prenotazione sarà registrata nel planning e al cliente sarà inviata un'e-mail di conferma a {email}.
                Confermare?
              </Trans>
            ) : (
              <Trans>
                La prenotazione sarà registrata nel planning. Il server non invia e-mail: avvisa tu il cliente, per
                telefono o dalla tua casella di posta. Confermare?
              </Trans>
            )}
          </Text>
        </Stack>
      ),
      labels: { confirm: mailing ? t`Conferma e invia` : t`Conferma`, cancel: t`Annulla` },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => confirm.mutate({ id: request.id }),
    });
  };

  return (
    <Stack gap={6} data-testid="request-rental">
      <Text size="sm">
        {period} (<Plural value={days} one="# giorno" other="# giorni" />)
        {office && (
          <>
            {' · '}
            <Trans>Ritiro presso {office}</Trans>
          </>
        )}
        {price && (
          <>
            {' · '}
            <Trans>Prezzo indicativo {price}</Trans>
          </>
        )}
      </Text>
      <QuoteBreakdown request={request} />
      <Group gap="sm" wrap="wrap">
        {state && (
          <Badge variant="light" color={state.color} tt="none" fw={500}>
            {i18n._(state.label)}
          </Badge>
        )}
        {booking && (
          <Group gap={6} data-testid="request-booking">
            <Text size="sm" fw={700} ff="monospace">
              {booking.reference}
            </Text>
            <ReservationStateBadge status={booking.status} />
          </Group>
        )}
        {availability !== 'booked' && availability !== 'taken' && request.vehicleId !== null && (
          <Button
            size="xs"
            leftSection={<IconCalendarCheck size={16} stroke={1.6} aria-hidden />}
            loading={confirm.isPending}
            onClick={askConfirm}
          >
            <Trans>Conferma prenotazione</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
