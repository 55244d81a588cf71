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

import { localeOf } from '../../../lib/i18n';

/**
 * Mantine's calendars in the active language: its names, first day of the week and weekend. The
 * vehicle page's calendar sets the same on its own: one module shared by both made the bundler put
 * dayjs in a chunk of its own, and its module runtime in one more file loaded by every public page.
 */
export function AdminDatesProvider({ children }: { children: ReactNode }) {
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
