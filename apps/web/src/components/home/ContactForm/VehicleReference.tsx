import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Text } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { photoAddress, rentalDays, vehicleImages } from '@nbt/validation/rules';
import { IconCar, IconX } from '@tabler/icons-react';
import { formatLongDate } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { usePhotosBase } from '../../../lib/photos';
import classes from './ContactForm.module.css';
import { vehicleName } from './vehicle-name';
import type { ChosenTimes, RentalDays } from './RentalTimes';

// The vehicle a request is about, at the top of the form: its photo, its name and the rental's days.
// Loaded only for a request about a vehicle: the home page's form, most often about none, goes without.

type RentalPeriod = RentalDays;

/** The rental's days and their count at the chosen times (the offer below prices them). */
function RentalSummary({ rental, times }: { rental: RentalPeriod; times: ChosenTimes }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const from = formatLongDate(rental.pickupDate, locale);
  const to = formatLongDate(rental.returnDate, locale);
  const timed = { ...rental, pickupTime: times.pickupTime, returnTime: times.returnTime };
  const days = rentalDays(timed);
  const dayCount = plural(days, { one: '# giorno', other: '# giorni' });
  return (
    <Text size="sm" c="white" data-testid="request-rental">
      <Trans>
        Dal <bdi>{from}</bdi> al <bdi>{to}</bdi> ({dayCount})
      </Trans>
    </Text>
  );
}

export function VehicleReference({
  vehicle,
  rental,
  times,
  onClear,
}: {
  vehicle: Vehicle;
  rental?: RentalPeriod | undefined;
  times: ChosenTimes;
  onClear?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const photosBase = usePhotosBase();
  const image = vehicleImages(vehicle)[0];
  return (
    <div className={classes.vehicle} role="note" aria-label={t`Veicolo della richiesta`}>
      {image ? (
        <img
          src={photoAddress(image, photosBase)}
          alt=""
          className={classes.vehicleImage}
          width={96}
          height={60}
          loading="lazy"
        />
      ) : (
        <span className={classes.vehicleIcon}>
          <IconCar size={24} stroke={1.5} aria-hidden="true" />
        </span>
      )}
      <div className={classes.vehicleText}>
        <Text size="xs" className={classes.vehicleLabel}>
          <Trans>Richiesta per il veicolo</Trans>
        </Text>
        <Text fw={600} c="white">
          {vehicleName(vehicle)}
        </Text>
        {rental ? <RentalSummary rental={rental} times={times} /> : null}
      </div>
      {onClear ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onClear}
          aria-label={t`Togli il veicolo dalla richiesta`}
          className={classes.vehicleClear}
        >
          <IconX size={18} stroke={1.6} aria-hidden="true" />
        </ActionIcon>
      ) : null}
    </div>
  );
}
