import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { LOCALES, localizePath, type Locale, persistLocale } from '../../../lib/i18n';
import { Flag } from './Flag';
import { LanguageTrigger, useActiveLocale } from './LanguageTrigger';
import classes from './LanguageSwitcher.module.css';

export interface LanguageMenuProps {
  /** Open at once: the visitor asked for the menu before its code had arrived. */
  opened: boolean;
  /** Give the trigger the focus its stand-in had. */
  focusTrigger: boolean;
}

/**
 * The language menu: flag and native name of each language. Choosing one stores the choice
 * (localStorage 'language' + cookie 'lang') and opens the same page at its address in that
 * language, which the server renders in it. Loaded on first use (LanguageSwitcher).
 */
export function LanguageMenu({ opened: openAtOnce, focusTrigger }: LanguageMenuProps) {
  const router = useRouter();
  const active = useActiveLocale();
  const trigger = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);

  // This button replaces its stand-in: it takes the focus over first, so the menu returns it here
  // on closing, then opens if it was asked for.
  useEffect(() => {
    if (focusTrigger || openAtOnce) trigger.current?.focus();
    if (!openAtOnce) return;
    const frame = window.requestAnimationFrame(() => setOpened(true));
    return () => window.cancelAnimationFrame(frame);
  }, [focusTrigger, openAtOnce]);

  const choose = (code: Locale) => {
    if (code === active) return;
    persistLocale(code);
    const { pathname, searchStr, hash } = router.state.location;
    window.location.assign(`${localizePath(pathname, code)}${searchStr}${hash ? `#${hash}` : ''}`);
  };

  return (
    // In the header (not a portal) so the open menu sits inside the banner landmark; without the
    // focus placeholder, an element the menu role does not allow (focus goes to the first item).
    <Menu
      opened={opened}
      onChange={setOpened}
      returnFocus
      position="bottom-end"
      offset={10}
      width={200}
      shadow="lg"
      radius="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <LanguageTrigger ref={trigger} />
      </Menu.Target>
      <Menu.Dropdown className={classes.dropdown}>
        {LOCALES.map((locale) => (
          <Menu.Item
            key={locale.code}
            lang={locale.code}
            leftSection={<Flag locale={locale.code} />}
            rightSection={locale.code === active ? <IconCheck size={16} stroke={2} className={classes.check} /> : null}
            aria-current={locale.code === active ? 'true' : undefined}
            onClick={() => choose(locale.code)}
          >
            {locale.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
