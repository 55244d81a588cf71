import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Reservation } from '@nbt/validation';
import { IconAlertTriangle, IconCalendarMonth, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useTRPC } from '../../../lib/trpc';
import { formatBookingPeriod } from '../reservations/booking-period';
import { ReservationStateBadge } from '../reservations/reservation-states';
import { monthOf } from './month';

/** How long typing pauses before the bookings are searched. */
const TYPING_PAUSE_MS = 300;
/** The longest words the server searches for (ReservationListQuerySchema's `q`). */
const QUERY_MAX = 100;

export interface BookingSearchProps {
  onOpen: (reservation: Reservation) => void;
  onShowMonth: (month: string) => void;
}

/**
 * 'Cerca prenotazione': the bookings whose customer name, e-mail, phone, plate or reference holds the
 * words, cancelled ones included, newest first; each opens its dialog or its month in the planning.
 */
export function BookingSearch({ onOpen, onShowMonth }: BookingSearchProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const found = useQuery({ ...trpc.admin.reservations.list.queryOptions({ q }), enabled: q !== '' });

  return (
    <Stack gap="xs">
      <TextInput
        label={t`Cerca prenotazione`}
        placeholder={t`Cliente, e-mail, telefono, targa o riferimento`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : null}
        maxLength={QUERY_MAX}
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      {q === '' ? null : found.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Trans>Impossibile cercare le prenotazioni.</Trans>
        </Alert>
      ) : found.data ? (
        <BookingMatches bookings={found.data} onOpen={onOpen} onShowMonth={onShowMonth} />
      ) : null}
    </Stack>
  );
}

function BookingMatches({ bookings, onOpen, onShowMonth }: { bookings: Reservation[] } & BookingSearchProps) {
  const { t, i18n } = useLingui();
  const count = bookings.length;
  return (
    <Stack gap="xs" data-testid="booking-matches">
      <Text size="sm" c="dimmed" role="status">
        {count === 0 ? (
          <Trans>Nessuna prenotazione corrisponde alla ricerca.</Trans>
        ) : (
          <Plural value={count} one="# prenotazione trovata" other="# prenotazioni trovate" />
        )}
      </Text>
      {count === 0 ? null : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {bookings.map((booking) => {
            const customer = booking.customerName || t`Senza nome`;
            const period = formatBookingPeriod(booking, i18n);
            const vehicle = [booking.vehicleLabel, booking.plate].filter(Boolean).join(' ');
            const reference = booking.reference;
            return (
              <Paper component="li" withBorder radius="md" p="xs" key={booking.id}>
                <Group justify="space-between" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text size="sm" fw={700} ff="monospace">
                        {booking.reference}
                      </Text>
                      <ReservationStateBadge status={booking.status} />
                    </Group>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {customer} · {vehicle} · {period}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="sm" variant="light" aria-label={t`Apri ${reference}`} onClick={() => onOpen(booking)}>
                      <Trans>Apri</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="default"
                      leftSection={<IconCalendarMonth size={16} aria-hidden />}
                      aria-label={t`Mostra nel planning ${reference}`}
                      onClick={() => onShowMonth(monthOf(booking.from))}
                    >
                      <Trans>Mostra nel planning</Trans>
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
