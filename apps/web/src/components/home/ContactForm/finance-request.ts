import { useLingui } from '@lingui/react/macro';
import type { Vehicle } from '@nbt/validation';
import { useEffect, useState } from 'react';
import { usePublicValue } from '../../../lib/public-data';
import type { FinanceChoice } from './finance-choice';

export type { FinanceChoice };

/**
 * Writes the finance chosen on the vehicle's page into the request's message once the office's
 * terms are known, while the visitor has written nothing there yet. The arithmetic loads only for
 * such a request, not with every home page's form.
 */
export function useFinanceMessage(
  vehicle: Vehicle | undefined,
  choice: FinanceChoice | undefined,
  form: { values: { message: string }; setFieldValue: (name: 'message', value: string) => void },
): void {
  const { i18n } = useLingui();
  const terms = usePublicValue('financeTerms.get', undefined, choice !== undefined).data;
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!vehicle || !choice || !terms) return;
    let current = true;
    void import('./finance-text').then(({ financeText }) => {
      if (current) setMessage(financeText(vehicle, choice, terms, i18n));
    });
    return () => {
      current = false;
    };
  }, [vehicle, choice?.downPaymentEuros, choice?.months, terms, i18n]); // eslint-disable-line react-hooks/exhaustive-deps -- the choice is its two figures
  const [written, setWritten] = useState<string | undefined>(undefined);
  if (message !== written) {
    setWritten(message);
    if (message && form.values.message.trim() === '') form.setFieldValue('message', message);
  }
}
