import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Burger, Button, Drawer, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { COMPANY } from '@nbt/validation';
import { IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useGoToSection, type HomeSection } from '../../../lib/scroll';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { TextLogo, Wordmark } from '../Logo';
import classes from './Header.module.css';
import { useScrolledPast } from './use-scrolled-past';

/** Past this many pixels of scroll the header turns compact (spec §9). */
export const COMPACT_HEADER_AFTER_PX = 100;

type NavItem =
  | { kind: 'section'; section: HomeSection; label: MessageDescriptor }
  | { kind: 'route'; to: '/servizi-flotta' | '/veicoli'; label: MessageDescriptor };

const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'section', section: 'home', label: msg`Home` },
  { kind: 'route', to: '/servizi-flotta', label: msg`Servizi Flotta` },
  { kind: 'route', to: '/veicoli', label: msg`Veicoli` },
  { kind: 'section', section: 'chi-siamo', label: msg`Chi Siamo` },
  { kind: 'section', section: 'contatti', label: msg`Contatti` },
];

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const goToSection = useGoToSection();
  return NAV_ITEMS.map((item) =>
    item.kind === 'section' ? (
      <a
        key={item.section}
        href={`/#${item.section}`}
        className={className}
        onClick={(event) => {
          // Keep new-tab clicks native; a plain click scrolls (or goes home and then scrolls).
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          onNavigate?.();
          goToSection(item.section);
        }}
      >
        {i18n._(item.label)}
      </a>
    ) : (
      <Link key={item.to} to={item.to} className={className} onClick={() => onNavigate?.()}>
        {i18n._(item.label)}
      </Link>
    ),
  );
}

/**
 * The public header (spec §2): logo to '/', five links, language menu; compact with a text logo
 * after 100 px of scroll; below the md breakpoint the links move to a drawer on the end side
 * (right, or left in Arabic).
 */
export function Header() {
  const { t } = useLingui();
  const compact = useScrolledPast(COMPACT_HEADER_AFTER_PX);
  const [drawerOpened, drawer] = useDisclosure(false);

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
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="md"
            size="sm"
            color="var(--mantine-color-white)"
            aria-label={drawerOpened ? t`Chiudi il menu` : t`Apri il menu`}
            aria-expanded={drawerOpened}
          />
        </Group>
      </div>

      {/* Compound form, so the drawer's header is a <div> and not a second banner landmark. */}
      <Drawer.Root
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="min(22rem, 88vw)"
        hiddenFrom="md"
      >
        <Drawer.Overlay />
        <Drawer.Content className={classes.drawerContent}>
          <Drawer.Header component="div" className={classes.drawerHeader}>
            <Drawer.Title className={classes.drawerTitle}>{t`Menu`}</Drawer.Title>
            <Drawer.CloseButton aria-label={t`Chiudi il menu`} />
          </Drawer.Header>
          <Drawer.Body>
            <nav aria-label={t`Navigazione principale (mobile)`}>
              <Stack gap={4}>
                <NavLinks className={classes.drawerLink} onNavigate={drawer.close} />
              </Stack>
            </nav>
            <Stack gap="sm" mt="xl" className={classes.drawerFooter}>
              <Button
                component="a"
                href={COMPANY.phoneHref}
                variant="outline"
                leftSection={<IconPhone size={18} stroke={1.6} aria-hidden="true" />}
              >
                <span dir="ltr">{COMPANY.phone}</span>
              </Button>
              <p className={classes.drawerNote}>
                <Trans>Assistenza 24/7 in tutta Italia</Trans>
              </p>
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </header>
  );
}
