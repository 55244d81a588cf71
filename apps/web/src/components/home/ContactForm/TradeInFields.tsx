import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import type { TradeInInput } from '@nbt/validation';
import { useState } from 'react';
import classes from './ContactForm.module.css';

type TradeInField = 'brand' | 'model' | 'year' | 'kilometers' | 'note';
type TradeInValues = Record<TradeInField, string>;

const EMPTY: TradeInValues = { brand: '', model: '', year: '', kilometers: '', note: '' };

/** A whole number as typed ('12.500' and '12 500' as a phone's keyboard or a habit writes them). */
function wholeNumber(text: string): number {
  const digits = text.replace(/[\s.']/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * The car a buyer offers in part exchange: shown when they tick the box, sent as `tradeIn`; the
 * server checks it as it checks a vehicle and reports a failure by the field's name
 * ('tradeIn.year'), which the fields below are named after.
 */
export function useTradeIn() {
  const [offered, setOffered] = useState(false);
  const [values, setValues] = useState<TradeInValues>(EMPTY);
  return {
    offered,
    values,
    setOffered,
    set: (field: TradeInField, value: string) => setValues((current) => ({ ...current, [field]: value })),
    /** What the request carries: null when none is offered. A number left empty goes as NaN, which the server names. */
    payload: (): TradeInInput | null =>
      offered
        ? {
            brand: values.brand.trim(),
            model: values.model.trim(),
            year: wholeNumber(values.year),
            kilometers: wholeNumber(values.kilometers),
            note: values.note.trim(),
          }
        : null,
    reset: () => {
      setOffered(false);
      setValues(EMPTY);
    },
  };
}

export type TradeIn = ReturnType<typeof useTradeIn>;

/** The fields' messages as the form holds them: the server's 'tradeIn.brand' and the browser's own. */
export function tradeInErrors(trade: TradeIn, requiredMessage: string): Partial<Record<string, string>> {
  if (!trade.offered) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const field of ['brand', 'model', 'year', 'kilometers'] as const) {
    if (trade.values[field].trim() === '') errors[`tradeIn.${field}`] = requiredMessage;
  }
  return errors;
}

export interface TradeInFieldsProps {
  trade: TradeIn;
  /** The quote form's messages, where the server's for these fields arrive too. */
  form: {
    errors: Partial<Record<string, string>>;
    setErrors: (errors: Partial<Record<string, string>>) => void;
  };
}

/** 'Ho un'auto da dare in permuta' and, once ticked, brand, model, year, kilometres and a note. */
export function TradeInFields({ trade, form }: TradeInFieldsProps) {
  const { t } = useLingui();
  const input = (field: TradeInField) => ({
    name: `tradeIn.${field}`,
    value: trade.values[field],
    error: form.errors[`tradeIn.${field}`],
    onChange: (event: { currentTarget: { value: string } }) => {
      trade.set(field, event.currentTarget.value);
      // The visitor is fixing it: the old message would only be in the way.
      form.setErrors({ ...form.errors, [`tradeIn.${field}`]: undefined });
    },
  });
  return (
    <div className={classes.tradeIn}>
      <label className={classes.tradeInToggle}>
        <input
          type="checkbox"
          name="tradeInOffered"
          checked={trade.offered}
          onChange={(event) => trade.setOffered(event.currentTarget.checked)}
        />
        <span>
          <Trans>Ho un'auto da dare in permuta</Trans>
        </span>
      </label>
      {trade.offered ? (
        <div className={classes.grid}>
          <TextInput label={t`Marca`} required autoComplete="off" {...input('brand')} />
          <TextInput label={t`Modello`} required autoComplete="off" {...input('model')} />
          <TextInput label={t`Anno`} required inputMode="numeric" autoComplete="off" {...input('year')} />
          <TextInput label={t`Chilometri`} required inputMode="numeric" autoComplete="off" {...input('kilometers')} />
          <Textarea label={t`Note sull'auto in permuta`} className={classes.tradeInNote} rows={2} {...input('note')} />
        </div>
      ) : null}
    </div>
  );
}
