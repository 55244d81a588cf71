import { Fieldset } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { VehicleFormValues } from '../form-values';
import classes from './VehicleFormModal.module.css';

/** The vehicle dialog's form, as each of its sections receives it. */
export type VehicleForm = UseFormReturnType<VehicleFormValues>;

/** One titled group of the vehicle dialog's fields. */
export function VehicleFormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" classNames={{ legend: classes.legend }}>
      {children}
    </Fieldset>
  );
}
