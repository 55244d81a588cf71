import { useLingui } from '@lingui/react/macro';
import { formatOpeningHours } from '../../lib/opening-hours';
import { useLocale } from '../vehicles/use-locale';

/** One day's opening hours from an office record, in the visitor's language ('Chiuso' if empty). */
export function OpeningHours({ value }: { value: string }) {
  const { t } = useLingui();
  const { text, dir } = formatOpeningHours(value, useLocale(), t`Chiuso`);
  return <span dir={dir}>{text}</span>;
}
