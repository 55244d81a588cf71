import { Trans, useLingui } from '@lingui/react/macro';
import { Group, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { TextLogo, Wordmark } from '../Logo';
import classes from './Header.module.css';
import { NavLinks } from './NavLinks';
import { useScrolledPast } from './use-scrolled-past';

/** Past this many pixels of scroll the header turns compact. */
export const COMPACT_HEADER_AFTER_PX = 100;
/**
 * Above this many it turns full again: compact, it is 1.25 rem (20 px) shorter, and so is the page
 * (use-scrolled-past.ts); twice that, for a larger font.
 */
const FULL_HEADER_BEFORE_PX = COMPACT_HEADER_AFTER_PX - 40;

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu();

/**
 * The public header: logo to '/', six links, language menu; compact with a text logo
 * after 100 px of scroll; below the md breakpoint the links move to a drawer on the end side
 * (right, or left in Arabic).
 */
export function Header() {
  const { t } = useLingui();
  const compact = useScrolledPast(COMPACT_HEADER_AFTER_PX, FULL_HEADER_BEFORE_PX);
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads on first use (or when the pointer or focus reaches the button) and stays.
  const [menuUsed, setMenuUsed] = useState(false);
  if (drawerOpened && !menuUsed) setMenuUsed(true);

  return (
    <header className={classes.header} data-compact={compact ? 'true' : 'false'}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logo}>
          {compact ? <TextLogo /> : <Wordmark />}
          <VisuallyHidden>
            <Trans>(pagina iniziale)</Trans>
          </VisuallyHidden>
        </Link>

        <nav aria-label={t`Navigazione principale`} className={classes.nav}>
          <NavLinks className={classes.link} />
        </nav>

        <Group gap="sm" wrap="nowrap" className={classes.actions}>
          <LanguageSwitcher />
          {/* Three lines drawn in CSS: Mantine's Burger puts a <div> and a `color` attribute in its <button>. */}
          <button
            type="button"
            className={classes.burger}
            onClick={drawer.toggle}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            aria-label={drawerOpened ? t`Chiudi il menu` : t`Apri il menu`}
            aria-expanded={drawerOpened}
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </button>
        </Group>
      </div>

      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
    </header>
  );
}
