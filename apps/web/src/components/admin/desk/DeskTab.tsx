import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Reservation, ReservationDesk } from '@nbt/validation';
import { addDays, todayInRome } from '@nbt/validation/rules';
import { IconAlertTriangle, IconArrowBarToLeft, IconArrowBarToRight, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';

import { formatLongDate } from '../../../lib/format';
import { formatRentalTime } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';
import { formatBookingPeriod } from '../reservations/booking-period';
import { ReservationStateBadge, telHref } from '../reservations/reservation-states';
import { type ReservationMoves, useReservationMoves } from '../reservations/useReservationMoves';

/**
 * 'Oggi', the back office's start page: the vehicles that leave and come back today and tomorrow,
 * each with the customer's phone and one tap to mark it out or back. Built for a phone at the counter:
 * one column of cards, full-width buttons, nothing wider than the screen.
 */
export function DeskTab() {
  const today = todayInRome();
  const moves = useReservationMoves();
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        <Trans>Ritiri e riconsegne</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <DeskDay date={today} which="today" moves={moves} />
        <DeskDay date={addDays(today, 1)} which="tomorrow" moves={moves} />
      </SimpleGrid>
      {moves.dialog}
    </Stack>
  );
}

function DeskDay({ date, which, moves }: { date: string; which: 'today' | 'tomorrow'; moves: ReservationMoves }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const trpc = useTRPC();
  const desk = useQuery(trpc.admin.reservations.desk.queryOptions({ date }));
  const day = formatLongDate(date, locale);
  const headingId = `desk-${which}`;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {which === 'today' ? <Trans>Oggi, {day}</Trans> : <Trans>Domani, {day}</Trans>}
      </Title>
      {desk.isPending ? (
        <Skeleton height={160} radius="md" aria-busy="true" aria-label={t`Caricamento di ritiri e riconsegne`} />
      ) : desk.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Impossibile caricare ritiri e riconsegne.</Trans>
            </Text>
            <Button size="sm" variant="default" onClick={() => void desk.refetch()}>
              <Trans>Riprova</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : (
        <DeskLists desk={desk.data} moves={moves} />
      )}
    </Stack>
  );
}

function DeskLists({ desk, moves }: { desk: ReservationDesk; moves: ReservationMoves }) {
  if (desk.pickups.length === 0 && desk.returns.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Nessun ritiro e nessuna riconsegna in questo giorno.</Trans>
      </Text>
    );
  }
  return (
    <>
      <DeskList kind="pickups" bookings={desk.pickups} moves={moves} />
      <DeskList kind="returns" bookings={desk.returns} moves={moves} />
    </>
  );
}

function DeskList({
  kind,
  bookings,
  moves,
}: {
  kind: 'pickups' | 'returns';
  bookings: Reservation[];
  moves: ReservationMoves;
}) {
  return (
    <Stack gap="xs">
      <Group gap={6} wrap="nowrap">
        {kind === 'pickups' ? (
          <IconArrowBarToRight size={18} aria-hidden />
        ) : (
          <IconArrowBarToLeft size={18} aria-hidden />
        )}
        <Title order={4} size="h5">
          {kind === 'pickups' ? <Trans>Ritiri</Trans> : <Trans>Riconsegne</Trans>}
        </Title>
      </Group>
      {bookings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {kind === 'pickups' ? <Trans>Nessun ritiro.</Trans> : <Trans>Nessuna riconsegna.</Trans>}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {bookings.map((booking) => (
            <DeskRow key={booking.id} booking={booking} kind={kind} moves={moves} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DeskRow({
  booking,
  kind,
  moves,
}: {
  booking: Reservation;
  kind: 'pickups' | 'returns';
  moves: ReservationMoves;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const customer = booking.customerName || t`Senza nome`;
  const vehicle = booking.vehicleLabel;
  const period = formatBookingPeriod(booking, i18n);
  // The time the counter meets the customer: the pick-up's in the pick-ups, the return's in the returns.
  const time =
    kind === 'pickups'
      ? formatRentalTime(booking.from, booking.pickupTime, locale)
      : formatRentalTime(booking.to, booking.returnTime, locale);
  const phone = booking.customerPhone;
  // The pick-up of a confirmed booking and the return of one that is out: the only moves the counter makes.
  const action =
    kind === 'pickups' ? (booking.status === 'confirmed' ? 'out' : null) : booking.status === 'out' ? 'returned' : null;
  const kilometers = kind === 'pickups' ? booking.kilometersOut : booking.kilometersIn;
  const km = kilometers === null ? null : i18n.number(kilometers);

  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={`${vehicle}, ${customer}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Text span fw={700} me={8} data-testid="desk-time" style={{ whiteSpace: 'nowrap' }}>
              {time}
            </Text>
            {vehicle}
            {booking.plate ? (
              <Text span ff="monospace" fw={500} ml={8}>
                {booking.plate}
              </Text>
            ) : null}
          </Text>
          <ReservationStateBadge status={booking.status} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {/* Isolated: a name in Arabic would otherwise pull the phone number after it into its direction. */}
          <bdi>{customer}</bdi>
          {booking.customerPhone ? (
            <>
              {' · '}
              <Anchor
                href={telHref(booking.customerPhone)}
                inline
                underline="always"
                aria-label={t`Chiama ${customer}: ${phone}`}
                dir="ltr"
                style={{ whiteSpace: 'nowrap' }}
              >
                <IconPhone size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
                {booking.customerPhone}
              </Anchor>
            </>
          ) : null}
        </Text>
        {/* 'dimmed' reads at 4.3:1 on a card: the lighter grey passes 4.5:1. */}
        <Text size="sm" c="dark.1">
          {booking.reference} · {period}
          {km === null ? null : kind === 'pickups' ? (
            <>
              {' · '}
              <Trans>uscito a {km} km</Trans>
            </>
          ) : (
            <>
              {' · '}
              <Trans>rientrato a {km} km</Trans>
            </>
          )}
        </Text>
        {action ? (
          <Button
            size="lg"
            fullWidth
            mt={4}
            loading={moves.pendingId === booking.id}
            aria-label={action === 'out' ? t`Uscito: ${vehicle}, ${customer}` : t`Rientrato: ${vehicle}, ${customer}`}
            onClick={() => moves.move(booking, action)}
          >
            {action === 'out' ? <Trans>Uscito</Trans> : <Trans>Rientrato</Trans>}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
