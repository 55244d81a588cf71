import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Drawer, Stack } from '@mantine/core';
import { COMPANY } from '@nbt/validation';
import { IconPhone } from '@tabler/icons-react';
import classes from './Header.module.css';
import { NavLinks } from './NavLinks';

/**
 * The drawer of links below the md breakpoint, on the end side (right, or left in Arabic). Loaded
 * the first time the menu button is used, so no page pays for it up front.
 */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  // Compound form, so the drawer's header is a <div> and not a second banner landmark.
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="min(22rem, 88vw)" hiddenFrom="md">
      <Drawer.Overlay />
      <Drawer.Content className={classes.drawerContent}>
        <Drawer.Header component="div" className={classes.drawerHeader}>
          <Drawer.Title className={classes.drawerTitle}>{t`Menu`}</Drawer.Title>
          <Drawer.CloseButton aria-label={t`Chiudi il menu`} />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label={t`Navigazione principale (mobile)`}>
            <Stack gap={4}>
              <NavLinks className={classes.drawerLink} onNavigate={onClose} />
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
  );
}
