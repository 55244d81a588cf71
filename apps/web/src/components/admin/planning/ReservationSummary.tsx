import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { Reservation } from '@nbt/validation';

import { formatDate, formatLongDate } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { formatBookingPeriod } from '../reservations/booking-period';
import { ReservationStateBadge, STATE_LABELS } from '../reservations/reservation-states';

/** An existing booking's reference, state, pick-up and return, office and kilometres, above its fields. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const expires = reservation.optionExpiresOn ? formatLongDate(reservation.optionExpiresOn, locale) : null;
  const out = reservation.kilometersOut === null ? null : i18n.number(reservation.kilometersOut);
  const back = reservation.kilometersIn === null ? null : i18n.number(reservation.kilometersIn);
  const period = formatBookingPeriod(reservation, i18n);
  const office = reservation.pickupOfficeName;
  const days = reservation.days;
  return (
    <Stack gap={4} data-testid="reservation-summary">
      <Group gap="sm">
        <Text fw={700} ff="monospace">
          {reservation.reference}
        </Text>
        <ReservationStateBadge status={reservation.status} />
      </Group>
      <Text size="sm" data-testid="reservation-period">
        {period} (<Plural value={days} one="# giorno" other="# giorni" />)
        {office ? (
          <>
            {' · '}
            <Trans>Ritiro presso {office}</Trans>
          </>
        ) : null}
      </Text>
      {reservation.status === 'option' && expires ? (
        <Text size="sm" c="dimmed">
          <Trans>Opzione valida fino al {expires}</Trans>
        </Text>
      ) : null}
      {out === null ? null : (
        <Text size="sm" c="dimmed">
          {back === null ? (
            <Trans>Uscito a {out} km</Trans>
          ) : (
            <Trans>
              Uscito a {out} km, rientrato a {back} km
            </Trans>
          )}
        </Text>
      )}
    </Stack>
  );
}

/** Every state the booking took, oldest first: who moved it, when, and the kilometres written. */
export function ReservationHistory({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  if (reservation.history.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label={t`Storico della prenotazione`} mt="xs">
      <Text size="sm" fw={600}>
        <Trans>Storico</Trans>
      </Text>
      <Stack component="ol" gap={2} m={0} ps="md">
        {reservation.history.map((entry, index) => {
          const state = i18n._(STATE_LABELS[entry.status].label);
          const who = entry.username ?? t`sistema`;
          const when = formatDate(entry.at, locale, true);
          const km = entry.kilometers === null ? null : i18n.number(entry.kilometers);
          return (
            <Text component="li" size="sm" key={`${entry.at}-${index}`}>
              {km === null ? (
                <Trans>
                  {when}: {state}, da {who}
                </Trans>
              ) : (
                <Trans>
                  {when}: {state}, da {who}, {km} km
                </Trans>
              )}
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}
