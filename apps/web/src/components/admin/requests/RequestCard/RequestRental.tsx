import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type BookingMailState, type ContactRequest, rentalDays, type RequestAvailability } from '@nbt/validation';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiErrorMessage, showErrorToast, showSuccessToast, showWarningToast } from '../../../../lib/api-error';
import { formatEuro, formatLongDate } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';

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
 * A request's rental: its days, pick-up office and indicative price, whether the vehicle is still
 * free for them, and the office's 'Conferma prenotazione', which books it and mails the visitor.
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

  const { pickupDate, returnDate, availability } = request;
  if (pickupDate === null || returnDate === null) return null;
  const from = formatLongDate(pickupDate, locale);
  const to = formatLongDate(returnDate, locale);
  const days = rentalDays(pickupDate, returnDate);
  const state = availability ? AVAILABILITY[availability] : undefined;
  const office = request.pickupOfficeName;
  const price = request.quotedPriceCents === null ? null : formatEuro(request.quotedPriceCents / 100, locale, 2);

  return (
    <Stack gap={6} data-testid="request-rental">
      <Text size="sm">
        <Trans>
          Dal {from} al {to}
        </Trans>{' '}
        (<Plural value={days} one="# giorno" other="# giorni" />)
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
      <Group gap="sm" wrap="wrap">
        {state && (
          <Badge variant="light" color={state.color} tt="none" fw={500}>
            {i18n._(state.label)}
          </Badge>
        )}
        {availability !== 'booked' && request.vehicleId !== null && (
          <Button
            size="xs"
            leftSection={<IconCalendarCheck size={16} stroke={1.6} aria-hidden />}
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ id: request.id })}
          >
            <Trans>Conferma prenotazione</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
