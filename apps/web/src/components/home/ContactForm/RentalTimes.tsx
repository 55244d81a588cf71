import { useLingui } from '@lingui/react/macro';
import { NativeSelect } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePublicValue } from '../../../lib/public-data';
import classes from './ContactForm.module.css';
import type * as TimeRulesModule from './time-rules';

/** A rental's days, `YYYY-MM-DD` in Rome. */
export interface RentalDays {
  pickupDate: string;
  returnDate: string;
}

/** The times a request with dates goes with: null where the office offers none that day. */
export interface ChosenTimes {
  pickupTime: string | null;
  returnTime: string | null;
}

type TimeRules = typeof TimeRulesModule;
type TimeField = keyof ChosenTimes;

/** One time select: the times offered (undefined while they load), or a closed day said as its error. */
function TimeSelect({
  label,
  name,
  value,
  choices,
  error,
  onChange,
}: {
  label: string;
  name: TimeField;
  value: string | null;
  choices: string[] | undefined;
  error: string | undefined;
  onChange: (field: TimeField, time: string) => void;
}) {
  const { t } = useLingui();
  const closed = choices?.length === 0;
  return (
    <NativeSelect
      label={label}
      name={name}
      required
      disabled={!choices?.length}
      value={value ?? ''}
      data={choices?.length ? choices : ['']}
      error={closed ? t`Sede chiusa in questo giorno` : error}
      onChange={(event) => onChange(name, event.currentTarget.value)}
    />
  );
}

/**
 * The pick-up and return time selects of a quote request with dates: the half hours the pick-up
 * office (the main one when none was chosen) is open on each day, a return on the same day after
 * the pick-up, the visitor's choice while it is still offered. They tell the form the times once
 * known and as they change. Their rules load with them: a request without dates never fetches them.
 */
export function RentalTimeFields({
  rental,
  pickupOfficeId,
  errors,
  onChange,
}: {
  rental: RentalDays;
  pickupOfficeId: number | undefined;
  errors: Partial<Record<string, string>>;
  onChange: (times: ChosenTimes) => void;
}) {
  const { t } = useLingui();
  const offices = usePublicValue('offices.list', undefined).data ?? [];
  const [rules, setRules] = useState<TimeRules>();
  const [chosen, setChosen] = useState<Partial<Record<TimeField, string>>>({});
  useEffect(() => void import('./time-rules').then(setRules), []);

  const hours = rules && (rules.pickupOfficeOf(offices, pickupOfficeId)?.openingHours ?? rules.ANY_HOUR);
  const offered = hours && {
    pickup: rules.timeChoices(hours, rental.pickupDate),
    return: rules.timeChoices(hours, rental.returnDate),
  };
  const times = offered && rules?.rentalTimes(offered, rental.pickupDate === rental.returnDate, chosen);
  const pickupTime = times?.pickupTime ?? null;
  const returnTime = times?.returnTime ?? null;
  // Null until the rules load, as the form starts: it waits for them like for a closed day.
  useEffect(() => onChange({ pickupTime, returnTime }), [onChange, pickupTime, returnTime]);

  const choose = (field: TimeField, time: string) => setChosen((before) => ({ ...before, [field]: time }));
  return (
    <div className={classes.grid}>
      <TimeSelect
        label={t`Ora di ritiro`}
        name="pickupTime"
        value={pickupTime}
        choices={offered?.pickup}
        error={errors.pickupTime}
        onChange={choose}
      />
      <TimeSelect
        label={t`Ora di riconsegna`}
        name="returnTime"
        value={returnTime}
        choices={times?.returnChoices}
        error={errors.returnTime}
        onChange={choose}
      />
    </div>
  );
}
