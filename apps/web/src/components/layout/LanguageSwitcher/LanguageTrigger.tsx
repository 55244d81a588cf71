import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { LOCALES, type Locale, localeOf } from '../../../lib/i18n';
import { Flag } from './Flag';
import classes from './LanguageSwitcher.module.css';

/** The active language, as the switcher shows it. */
export function useActiveLocale(): Locale {
  const { i18n } = useLingui();
  return localeOf(i18n.locale);
}

type LanguageTriggerProps = ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement> };

/** The switcher's button: flag and code of the active language. Opens the language menu. */
export function LanguageTrigger({ ref, className, ...props }: LanguageTriggerProps) {
  const { t } = useLingui();
  const active = useActiveLocale();
  const current = LOCALES.find((locale) => locale.code === active) ?? LOCALES[0];
  // The visible code starts the name, so what sighted voice-control users say matches it.
  const code = current.code.toUpperCase();
  const name = current.name;
  return (
    <UnstyledButton
      ref={ref}
      // Mantine's Menu.Target passes a className of its own: both apply.
      className={className ? `${classes.trigger} ${className}` : classes.trigger}
      aria-label={t`${code} - Lingua: ${name}. Cambia lingua`}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      <Flag locale={current.code} />
      <span className={classes.code}>{code}</span>
      <IconChevronDown size={14} stroke={1.8} aria-hidden="true" />
    </UnstyledButton>
  );
}
