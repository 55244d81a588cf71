import { useLingui } from '@lingui/react/macro';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { activateLocale, isLocale, LOCALES, SOURCE_LOCALE, type Locale } from '../../../lib/i18n';
import { Flag } from './Flag';
import classes from './LanguageSwitcher.module.css';

/**
 * The language menu (spec §2 Header): flag and native name of each language. Choosing one loads
 * its catalog, stores the choice (localStorage 'language' + cookie 'lang'), sets `<html lang dir>`
 * and re-runs the routes' `head` so the page title follows.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const active: Locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const current = LOCALES.find((locale) => locale.code === active) ?? LOCALES[0];
  // The visible code starts the name, so what sighted voice-control users say matches it.
  const code = current.code.toUpperCase();
  const name = current.name;

  const choose = async (code: Locale) => {
    if (code === active) return;
    await activateLocale(code);
    await router.invalidate();
  };

  return (
    // In the header (not a portal) so the open menu sits inside the banner landmark; without the
    // focus placeholder, an element the menu role does not allow (focus goes to the first item).
    <Menu
      position="bottom-end"
      offset={10}
      width={200}
      shadow="lg"
      radius="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={t`${code} - Lingua: ${name}. Cambia lingua`}>
          <Flag locale={current.code} />
          <span className={classes.code}>{code}</span>
          <IconChevronDown size={14} stroke={1.8} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale.code}
            lang={locale.code}
            leftSection={<Flag locale={locale.code} />}
            rightSection={locale.code === active ? <IconCheck size={16} stroke={2} className={classes.check} /> : null}
            aria-current={locale.code === active ? 'true' : undefined}
            onClick={() => void choose(locale.code)}
          >
            {locale.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
