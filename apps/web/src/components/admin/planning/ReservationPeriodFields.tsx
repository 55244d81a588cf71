import { Plural, useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { Office } from '@nbt/validation';
import type { ReactNode } from 'react';

import { formatLongDate } from '../../../lib/format';
import { formatRentalTime } from '../../../lib/format-days';
import { localeOf } from '../../../lib/i18n';
import { AdminDatesProvider } from './AdminDatesProvider';
import { chargedDays, CLOSED_DAY, type RentalEnd, type ReservationFormValues } from './reservation-form';

export interface ReservationPeriodFieldsProps {
  form: UseFormReturnType<ReservationFormValues>;
  /** The offices to choose from; none when the firm has recorded none (its own hours count). */
  offices: Office[];
  office: Office | undefined;
  times: { pickup: RentalEnd; return: RentalEnd };
}

/**
 * A booking's pick-up office, its days and, for each day, the times the office is open then; a
 * day it is closed says so and offers none. The days charged are counted as the server counts them.
 */
export function ReservationPeriodFields({ form, offices, office, times }: ReservationPeriodFieldsProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const days = chargedDays(times);
  // A server's refusal of a time was about the day and office it was sent with.
  const clearTimeErrors = () => {
    form.clearFieldError('pickupTime');
    form.clearFieldError('returnTime');
  };
  const dates = form.getInputProps('dates');

  return (
    <>
      {offices.length > 0 ? (
        <NativeSelect
          label={t`Sede di ritiro`}
          data={offices.map((each) => ({ value: String(each.id), label: each.name }))}
          value={office ? String(office.id) : ''}
          error={form.errors.officeId}
          onChange={(event) => {
            form.setFieldValue('officeId', event.currentTarget.value);
            form.clearFieldError('officeId');
            clearTimeErrors();
          }}
        />
      ) : null}
      <AdminDatesProvider>
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t`Dal giorno al giorno (inclusi)`}
          withAsterisk
          valueFormat="D MMMM YYYY"
          getDayAriaLabel={(day) => formatLongDate(day, locale)}
          ariaLabels={{ previousMonth: t`Mese precedente`, nextMonth: t`Mese successivo` }}
          popoverProps={{ withinPortal: true }}
          {...dates}
          onChange={(value) => {
            dates.onChange(value);
            clearTimeErrors();
          }}
        />
      </AdminDatesProvider>
      <Group grow gap="sm" align="flex-start" wrap="wrap">
        <TimeSelect
          label={t`Ora di ritiro`}
          end={times.pickup}
          error={form.errors.pickupTime}
          onChange={(time) => {
            form.setFieldValue('pickupTime', time);
            form.clearFieldError('pickupTime');
          }}
        />
        <TimeSelect
          label={t`Ora di riconsegna`}
          end={times.return}
          error={form.errors.returnTime}
          onChange={(time) => {
            form.setFieldValue('returnTime', time);
            form.clearFieldError('returnTime');
          }}
        />
      </Group>
      {days === undefined ? null : (
        <Text size="sm" c="dimmed" data-testid="rental-days">
          <Plural value={days} one="# giorno di noleggio" other="# giorni di noleggio" />
        </Text>
      )}
    </>
  );
}

/** The times offered on one end's day; a day the office is closed says so under the field. */
function TimeSelect({
  label,
  end,
  error,
  onChange,
}: {
  label: string;
  end: RentalEnd;
  error: ReactNode;
  onChange: (time: string) => void;
}) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const { date, choices } = end;
  const closed = date !== null && choices.length === 0;
  // Each time reads as the language writes it; the value sent stays HH:MM.
  const data =
    date === null || choices.length === 0
      ? [{ value: '', label: '—' }]
      : choices.map((time) => ({ value: time, label: formatRentalTime(date, time, locale) }));
  return (
    <NativeSelect
      label={label}
      withAsterisk
      miw={140}
      disabled={choices.length === 0}
      value={end.time ?? ''}
      data={data}
      error={error ?? (closed ? i18n._(CLOSED_DAY) : undefined)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
