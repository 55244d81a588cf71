import { useLingui } from '@lingui/react/macro';
import { formatOpeningHours } from '../../lib/presentation/offices';
import { useLocale } from '../vehicles/use-locale';

/** One day's opening hours from an office record, in the visitor's language ('Chiuso' if empty). */
export function OpeningHours({ value }: { value: string }) {
  const { t } = useLingui();
  const { text, dir } = formatOpeningHours(value, useLocale(), t`Chiuso`);
  // Written by the server's Intl and again by the browser's, whose tables may differ by a space or
  // a digit shape (Safari, an older Firefox): the text the server wrote stays until the next render.
  return (
    <span dir={dir} suppressHydrationWarning>
      {text}
    </span>
  );
}
