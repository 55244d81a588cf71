import '@mantine/dates/styles.layer.css';
// The calendars' month and weekday names in each language of the site (dayjs names them by Intl tag).
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/zh-cn';
import { useLingui } from '@lingui/react';
import { DatesProvider } from '@mantine/dates';
import { languageInfo } from '@nbt/validation/site';
import type { ReactNode } from 'react';

import { localeOf } from '../../lib/i18n';

/** Mantine's calendars in the active language: its names, first day of the week and weekend. */
export function SiteDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const language = languageInfo(localeOf(i18n.locale));
  return (
    <DatesProvider
      settings={{
        locale: language.intl.toLowerCase(),
        firstDayOfWeek: language.weekStart,
        weekendDays: [...language.weekend],
      }}
    >
      {children}
    </DatesProvider>
  );
}
