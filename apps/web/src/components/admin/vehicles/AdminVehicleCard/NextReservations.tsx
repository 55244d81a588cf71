import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { Reservation } from '@nbt/validation';

import { formatLongDate } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import classes from './AdminVehicleCard.module.css';

/** How many of a vehicle's coming reservations its card lists; the rest are counted. */
const SHOWN = 3;

/** A vehicle's next reservations, soonest first: their days and the customer's name. */
export function NextReservations({ reservations }: { reservations: Reservation[] }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  if (reservations.length === 0) return null;
  const more = reservations.length - SHOWN;
  return (
    <section className={classes.reservations} data-testid="next-reservations">
      <Text size="xs" fw={600} className={classes.secondary} tt="uppercase">
        <Trans>Prossime prenotazioni</Trans>
      </Text>
      <List size="sm" spacing={2} mt={4} listStyleType="none">
        {reservations.slice(0, SHOWN).map((reservation) => {
          const from = formatLongDate(reservation.from, locale);
          const to = formatLongDate(reservation.to, locale);
          return (
            <List.Item key={reservation.id}>
              <Trans>
                {from} – {to}
              </Trans>
              {reservation.customerName ? ` · ${reservation.customerName}` : null}
            </List.Item>
          );
        })}
      </List>
      {more > 0 && (
        <Text size="xs" className={classes.secondary} mt={2}>
          <Plural value={more} one="e un'altra" other="e altre #" />
        </Text>
      )}
    </section>
  );
}
