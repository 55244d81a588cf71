// The select's and the calendar's styles load with it, not with every page.
import '@mantine/core/styles/Input.layer.css';
import '@mantine/dates/styles.layer.css';
// The calendar's month and weekday names in each language of the site (dayjs names them by Intl tag).
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, NativeSelect, Text, Title } from '@mantine/core';
import { DatePicker, DatesProvider } from '@mantine/dates';
import type { Vehicle } from '@nbt/validation';
import {
  addDays,
  ANY_HOUR,
  MAX_RENTAL_DAYS,
  pickupOfficeOf,
  type RentalTerms,
  rentalDays,
  timeChoices,
  todayInRome,
} from '@nbt/validation/rules';
import { languageInfo } from '@nbt/validation/site';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import { useTRPC } from '../../../lib/trpc';
import type { RentalPeriod } from '../../../lib/rental-period';
import { dayOffer, meetsBusy, rentalTimes } from '../../../lib/rental-times';
import { useLocale } from '../use-locale';
import { useMonthEdgeKeys } from './month-edge-keys';
import { NO_OFFER, type OfferChoice, offerSearch } from './offer-choice';
import classes from './RentalDates.module.css';
import { RentalOffer } from './RentalOffer';

type Range = [string | null, string | null];

export interface RentalDatesProps {
  vehicle: Pick<Vehicle, 'id' | 'listing_type' | 'status' | 'price_per_day' | 'sale_price_euros' | 'vehicle_category'> &
    RentalTerms;
  /** The period the visitor chose before (on the list): chosen already, its month shown. */
  initialPeriod?: RentalPeriod | undefined;
}

/**
 * The rental dates of a vehicle's page: a calendar of pick-up and return (the days already booked
 * struck through and not selectable), the pick-up office, then the days, the options and the
 * server's quote (no amounts when the price is hidden), and the quote form, prefilled with all of
 * it, one click away.
 */
export function RentalDates({ vehicle, initialPeriod }: RentalDatesProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const language = languageInfo(locale);
  const trpc = useTRPC();
  const busy = useQuery(trpc.vehicles.availability.queryOptions({ id: vehicle.id })).data?.busy ?? [];
  const offices = (useQuery(trpc.offices.list.queryOptions()).data ?? []).filter((office) => office.isActive);
  const [range, setRange] = useState<Range>([initialPeriod?.from ?? null, initialPeriod?.to ?? null]);
  const [chosenOffice, setChosenOffice] = useState<string | undefined>(undefined);
  const [choice, setChoice] = useState<OfferChoice>(NO_OFFER);
  // The main office until the visitor picks another (or 'to be agreed').
  const officeId = chosenOffice ?? String(offices.find((office) => office.isMainOffice)?.id ?? '');
  // The counter's hours decide which days can be picked: the chosen office's, else the main one's.
  const hours = pickupOfficeOf(offices, Number(officeId))?.openingHours ?? ANY_HOUR;

  const today = todayInRome();
  const lastDay = addDays(today, MAX_RENTAL_DAYS);
  const [from, to] = range;
  const period = from && to ? { from, to } : undefined;
  const offer = (day: string) => dayOffer(busy, day, timeChoices(hours, day));
  const isExcluded = (day: string) => offer(day) !== 'free';
  const { rootRef, month, setMonth, dayProps } = useMonthEdgeKeys({
    initial: initialPeriod?.from ?? today,
    minDate: today,
    maxDate: lastDay,
    isExcluded,
  });
  // The times the quote form will start from, which count the days and find a clash here too.
  const times = period
    ? rentalTimes(
        { pickup: timeChoices(hours, period.from), return: timeChoices(hours, period.to) },
        period.from === period.to,
      )
    : undefined;
  const timed = period && times?.pickupTime && times.returnTime ? { ...period, ...times } : undefined;
  const clash = timed
    ? meetsBusy(busy, { from: timed.from, fromTime: timed.pickupTime!, to: timed.to, toTime: timed.returnTime! })
    : false;
  const rental = timed && {
    pickupDate: timed.from,
    returnDate: timed.to,
    pickupTime: timed.pickupTime,
    returnTime: timed.returnTime,
  };
  const days = rental ? rentalDays(rental) : 0;

  return (
    <section ref={rootRef} className={classes.root} aria-labelledby="date-noleggio">
      <Title order={2} id="date-noleggio" className={classes.title}>
        <IconCalendarEvent size={20} stroke={1.6} aria-hidden="true" />
        <Trans>Quando ti serve?</Trans>
      </Title>
      <Text size="sm" className={classes.lead}>
        <Trans>Scegli il giorno di ritiro e quello di riconsegna. I giorni barrati sono già prenotati.</Trans>
      </Text>
      <DatesProvider
        settings={{
          locale: language.intl.toLowerCase(),
          firstDayOfWeek: language.weekStart,
          weekendDays: [...language.weekend],
        }}
      >
        <DatePicker
          type="range"
          allowSingleDateInRange
          size="md"
          value={range}
          onChange={setRange}
          date={month}
          onDateChange={setMonth}
          minDate={today}
          maxDate={lastDay}
          excludeDate={isExcluded}
          getDayProps={(day) => ({ ...dayProps(day), ...(offer(day) === 'booked' ? { className: classes.busy } : {}) })}
          getDayAriaLabel={(day) => {
            const label = formatLongDate(day, locale);
            const state = offer(day);
            return state === 'booked'
              ? t`${label}, già prenotato`
              : state === 'closed'
                ? t`${label}, sede chiusa`
                : label;
          }}
          ariaLabels={{ previousMonth: t`Mese precedente`, nextMonth: t`Mese successivo` }}
          className={classes.calendar}
          classNames={{ day: classes.day }}
        />
      </DatesProvider>
      {offices.length > 0 ? (
        <NativeSelect
          label={t`Sede di ritiro`}
          value={officeId}
          onChange={(event) => setChosenOffice(event.currentTarget.value)}
          data={[
            { value: '', label: t`Da concordare` },
            ...offices.map((office) => ({ value: String(office.id), label: `${office.name}, ${office.city}` })),
          ]}
        />
      ) : null}
      <div aria-live="polite" className={classes.summary} data-testid="rental-summary">
        {clash ? (
          <Text c="red.7" size="sm">
            <Trans>Il periodo comprende giorni già prenotati: scegline un altro.</Trans>
          </Text>
        ) : period && !rental ? (
          <Text c="red.7" size="sm">
            <Trans>La sede è chiusa in uno dei giorni scelti: scegline un altro.</Trans>
          </Text>
        ) : period ? (
          <Text fw={600}>
            <bdi>{formatLongDate(period.from, locale)}</bdi> – <bdi>{formatLongDate(period.to, locale)}</bdi>
            {' · '}
            {t`${plural(days, { one: '# giorno', other: '# giorni' })}`}
          </Text>
        ) : null}
      </div>
      {rental && !clash ? (
        <RentalOffer
          vehicle={vehicle}
          rental={rental}
          pickupOfficeId={officeId ? Number(officeId) : null}
          choice={choice}
          onChange={setChoice}
        />
      ) : null}
      {rental && !clash ? (
        <Button
          renderRoot={(props) => (
            <Link
              {...props}
              to="/"
              search={{
                veicolo: vehicle.id,
                ritiro: rental.pickupDate,
                riconsegna: rental.returnDate,
                ...(officeId ? { sede: Number(officeId) } : {}),
                ...offerSearch(choice),
              }}
              hash="contatti"
            />
          )}
          color="gold.5"
          size="md"
          fullWidth
          classNames={{ root: classes.action, label: classes.actionLabel }}
        >
          <Trans>Richiedi un preventivo per queste date</Trans>
        </Button>
      ) : (
        <Button
          color="gold.5"
          size="md"
          fullWidth
          disabled
          classNames={{ root: classes.action, label: classes.actionLabel }}
        >
          <Trans>Richiedi un preventivo per queste date</Trans>
        </Button>
      )}
    </section>
  );
}
