import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Input, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { MachineType, Office, ServiceDetailsInput } from '@nbt/validation';
import {
  addDays,
  type IssueData,
  isLocalDate,
  MACHINE_TYPES,
  MAX_RENTAL_DAYS,
  SERVICE_DETAIL_LIMITS,
  type ServiceDetailKind,
  pickupOfficeOf,
  todayInRome,
  workshopSlotOpen,
  type WorkshopSlot,
  WORKSHOP_SLOTS,
} from '@nbt/validation/rules';
import { useEffect, useId, useMemo, useState } from 'react';
import { issueMessage } from '../../../lib/error-messages';
import { MACHINE_LABELS } from '../../../lib/presentation/heavy-fleet';
import { usePublicValue } from '../../../lib/public-data';
import classes from './ContactForm.module.css';
import choice from './OperatorChoice.module.css';
import type { ServiceDetailsDraft } from './use-service-details';

type Values = Record<string, string>;

/** What each kind asks, its required fields first as the request names them; an empty value is the field not filled. */
const FIELDS: Record<ServiceDetailKind, { all: string[]; required: string[] }> = {
  transport: {
    all: ['origin', 'destination', 'load', 'weightKg', 'date'],
    required: ['origin', 'destination', 'load', 'date'],
  },
  earthworks: {
    all: ['site', 'machine', 'withOperator', 'days', 'startDate'],
    required: ['site', 'machine', 'withOperator', 'days', 'startDate'],
  },
  workshop: { all: ['plate', 'day', 'slot'], required: ['plate', 'day', 'slot'] },
};

/** The machine select's value for 'not sure', sent as null. */
const UNSURE = 'unsure';

const SLOT_LABELS: Record<WorkshopSlot, MessageDescriptor> = {
  morning: msg`Mattina (fino alle 13)`,
  afternoon: msg`Pomeriggio (dalle 13)`,
};

/** A whole number as typed ('24.000' and '24 000' as a habit writes them); NaN, which the server names, otherwise. */
function wholeNumber(text: string): number {
  const digits = text.replace(/[\s.']/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

function payloadOf(kind: ServiceDetailKind, values: Values): ServiceDetailsInput {
  const text = (field: string) => (values[field] ?? '').trim();
  switch (kind) {
    case 'transport':
      return {
        kind,
        origin: text('origin'),
        destination: text('destination'),
        load: text('load'),
        weightKg: text('weightKg') === '' ? null : wholeNumber(text('weightKg')),
        date: text('date'),
      };
    case 'earthworks':
      return {
        kind,
        site: text('site'),
        machine: text('machine') === UNSURE ? null : (text('machine') as MachineType),
        withOperator: values.withOperator === 'yes',
        days: wholeNumber(text('days')),
        startDate: text('startDate'),
      };
    case 'workshop':
      return { kind, plate: text('plate'), day: text('day'), slot: text('slot') as WorkshopSlot };
  }
}

/** The day and half day chosen for the workshop when the main office is closed then; none where it has no office. */
function closedSlot(
  kind: ServiceDetailKind,
  values: Values,
  offices: readonly Pick<Office, 'id' | 'isMainOffice' | 'openingHours'>[] | undefined,
): IssueData | undefined {
  const { day, slot } = values;
  const hours = offices && pickupOfficeOf(offices, undefined)?.openingHours;
  if (kind !== 'workshop' || !hours || !day || !isLocalDate(day) || !slot) return undefined;
  if (workshopSlotOpen(hours, day, slot as WorkshopSlot)) return undefined;
  return { path: 'serviceDetails.day', code: 'custom', params: { code: 'workshop_closed' } };
}

export interface ServiceDetailsFieldsProps {
  kind: ServiceDetailKind;
  onChange: (draft: ServiceDetailsDraft) => void;
  /** The quote form's messages, where the server's for these fields ('serviceDetails.plate') arrive too. */
  form: {
    errors: Partial<Record<string, string>>;
    setErrors: (errors: Partial<Record<string, string>>) => void;
  };
}

/**
 * The fields a service needs to be quoted: route, load and day of a heavy transport; site, machine,
 * operator, days and start of an earth-moving job; plate, day and half day of a repair or a wash.
 * Loaded with the service that asks for them; the browser checks only that the required ones are
 * filled, the server checks the rest and names the field it refuses.
 */
export function ServiceDetailsFields({ kind, onChange, form }: ServiceDetailsFieldsProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>({});
  const operatorErrorId = useId();
  // A repair or a wash is brought to the main office in its hours, as the server checks.
  const offices = usePublicValue('offices.list', undefined, kind === 'workshop').data;
  // One object while the values stay: the form hears of a change only when there is one.
  const closed = useMemo(() => closedSlot(kind, values, offices), [kind, values, offices]);
  useEffect(() => {
    const missing = FIELDS[kind].required.filter((field) => (values[field] ?? '').trim() === '');
    onChange({
      payload: payloadOf(kind, values),
      missing: missing.map((field) => `serviceDetails.${field}`),
      issues: closed ? [closed] : [],
    });
  }, [kind, values, closed, onChange]);

  const set = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The visitor is fixing it: the old message would only be in the way (a closed half day is the day's).
    const fixed = field === 'slot' ? { 'serviceDetails.day': undefined } : {};
    form.setErrors({ ...form.errors, ...fixed, [`serviceDetails.${field}`]: undefined });
  };
  const input = (field: string) => ({
    name: `serviceDetails.${field}`,
    value: values[field] ?? '',
    error: form.errors[`serviceDetails.${field}`],
    required: FIELDS[kind].required.includes(field),
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });
  const today = todayInRome();
  const day = { type: 'date', min: today, max: addDays(today, MAX_RENTAL_DAYS) } as const;

  if (kind === 'transport') {
    return (
      <div className={classes.grid} data-testid="service-details">
        <TextInput
          label={t`Luogo di partenza`}
          maxLength={SERVICE_DETAIL_LIMITS.place}
          classNames={{ input: classes.typed }}
          {...input('origin')}
        />
        <TextInput
          label={t`Destinazione`}
          maxLength={SERVICE_DETAIL_LIMITS.place}
          classNames={{ input: classes.typed }}
          {...input('destination')}
        />
        <Textarea
          label={t`Cosa trasportare`}
          rows={2}
          className={classes.tradeInNote}
          classNames={{ input: classes.typed }}
          {...input('load')}
        />
        <TextInput label={t`Peso indicativo (kg)`} inputMode="numeric" autoComplete="off" {...input('weightKg')} />
        <TextInput label={t`Data del trasporto`} {...day} {...input('date')} />
      </div>
    );
  }
  if (kind === 'earthworks') {
    const machines = [
      { value: '', label: t`Scegli una macchina`, disabled: true },
      ...MACHINE_TYPES.map((type) => ({ value: type, label: i18n._(MACHINE_LABELS[type]) })),
      { value: UNSURE, label: t`Non lo so: consigliatemi voi` },
    ];
    const operatorError = form.errors['serviceDetails.withOperator'];
    return (
      <div className={classes.grid} data-testid="service-details">
        <TextInput
          label={t`Indirizzo o comune del cantiere`}
          maxLength={SERVICE_DETAIL_LIMITS.place}
          classNames={{ input: classes.typed }}
          className={classes.tradeInNote}
          {...input('site')}
        />
        <NativeSelect label={t`Macchina`} data={machines} {...input('machine')} />
        <TextInput label={t`Durata (giorni)`} inputMode="numeric" autoComplete="off" {...input('days')} />
        <TextInput label={t`Inizio dei lavori`} {...day} {...input('startDate')} />
        <fieldset className={choice.group}>
          <legend className={choice.legend}>
            <Trans>Operatore</Trans>
            <span aria-hidden="true"> *</span>
          </legend>
          <div className={choice.choices}>
            {[
              { value: 'yes', label: t`Con operatore` },
              { value: 'no', label: t`Senza operatore` },
            ].map((option) => (
              <label key={option.value} className={choice.choice}>
                <input
                  type="radio"
                  name="serviceDetails.withOperator"
                  required
                  aria-describedby={operatorError ? operatorErrorId : undefined}
                  checked={values.withOperator === option.value}
                  onChange={() => set('withOperator', option.value)}
                  className={choice.radio}
                />
                {option.label}
              </label>
            ))}
          </div>
          {operatorError ? <Input.Error id={operatorErrorId}>{operatorError}</Input.Error> : null}
        </fieldset>
      </div>
    );
  }
  const slots = [
    { value: '', label: t`Scegli una fascia`, disabled: true },
    ...WORKSHOP_SLOTS.map((slot) => ({ value: slot, label: i18n._(SLOT_LABELS[slot]) })),
  ];
  return (
    <div className={classes.grid} data-testid="service-details">
      <TextInput
        label={t`Targa del veicolo`}
        autoComplete="off"
        autoCapitalize="characters"
        {...input('plate')}
        onChange={(event) => set('plate', event.currentTarget.value.toUpperCase())}
      />
      <TextInput
        label={t`Giorno preferito`}
        {...day}
        {...input('day')}
        error={form.errors['serviceDetails.day'] ?? (closed && issueMessage(closed, i18n))}
      />
      <NativeSelect label={t`Fascia oraria`} data={slots} {...input('slot')} />
    </div>
  );
}
