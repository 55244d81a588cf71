import { Trans, useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { asksForOperator } from '@nbt/validation/rules';
import { Text } from '@mantine/core';
import { useId } from 'react';
import classes from './OperatorChoice.module.css';

export interface OperatorChoiceProps {
  vehicle: Pick<Vehicle, 'vehicle_category' | 'with_operator'>;
  /** True: with the operator; false: without; null: not chosen yet. */
  value: boolean | null;
  onChange: (withOperator: boolean) => void;
}

/**
 * A machine's operator in its request: a choice when the office rents it either way (the request
 * then says `withOperator`), a statement when it always comes with one; nothing otherwise.
 */
export function OperatorChoice({ vehicle, value, onChange }: OperatorChoiceProps) {
  const { t } = useLingui();
  const name = useId();
  if (vehicle.vehicle_category === 'movimento_terra' && vehicle.with_operator === 'always') {
    return (
      <Text size="sm" c="white" data-testid="operator-included">
        <Trans>Questa macchina viene noleggiata con il suo operatore.</Trans>
      </Text>
    );
  }
  if (!asksForOperator(vehicle)) return null;
  const choices = [
    { value: true, label: t`Con operatore` },
    { value: false, label: t`Senza operatore` },
  ];
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>
        <Trans>Operatore</Trans>
      </legend>
      <div className={classes.choices}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={classes.choice}>
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className={classes.radio}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
