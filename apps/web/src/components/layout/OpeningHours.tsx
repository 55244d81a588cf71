import { useLingui } from '@lingui/react/macro';
import type { OpeningHours as WeekHours } from '@nbt/validation/rules';
import { Fragment } from 'react';
import { formatOpeningHours, openingHoursLines } from '../../lib/presentation/offices';
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

/** A week's hours as a list of days and hours, days with the same hours joined ('Lun-Ven'). */
export function OpeningHoursList({ hours, className }: { hours: WeekHours; className?: string }) {
  const { i18n } = useLingui();
  return (
    <dl className={className}>
      {openingHoursLines(hours, i18n).map((line) => (
        <Fragment key={line.key}>
          <dt>{line.days}</dt>
          <dd>
            <OpeningHours value={line.hours} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
