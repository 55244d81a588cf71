import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCar, IconReload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BackLink } from '../BackLink';
import { PageContainer } from '../../layout/Section';
import classes from './VehicleListStates.module.css';
import { usePageLive } from '../../../lib/page-live';

/** The frame of /veicoli in every state: back link to the home page, title 'La Nostra Flotta', intro. */
export function VehicleListFrame({ children }: { children: ReactNode }) {
  usePageLive();
  return (
    <PageContainer className={classes.page}>
      <Stack gap="sm" className={classes.header}>
        <BackLink to="/">
          <Trans>Torna alla Home</Trans>
        </BackLink>
        <Title order={1} className={classes.title}>
          <Trans>La Nostra Flotta</Trans>
        </Title>
        <Text className={classes.lead}>
          <Trans>
            Auto di lusso a noleggio, auto in vendita, TIR e trattori stradali: ogni veicolo è controllato, tagliandato
            e pronto a partire.
          </Trans>
        </Text>
      </Stack>
      {children}
    </PageContainer>
  );
}

/** A message in place of the grid: an empty tab, no vehicles at all, or a failed load. */
export function VehicleListMessage({
  children,
  tone = 'empty',
  action,
}: {
  children: ReactNode;
  tone?: 'empty' | 'error';
  action?: ReactNode;
}) {
  const Icon = tone === 'error' ? IconAlertTriangle : IconCar;
  return (
    <div className={classes.message} data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <Icon size={40} stroke={1.3} aria-hidden="true" className={classes.messageIcon} />
      <Text className={classes.messageText}>{children}</Text>
      {action}
    </div>
  );
}

/** The list could not be loaded, with a retry. */
export function VehicleListError({ onRetry }: { onRetry: () => void }) {
  return (
    <VehicleListMessage
      tone="error"
      action={
        <Button
          variant="default"
          onClick={onRetry}
          leftSection={<IconReload size={18} stroke={1.6} aria-hidden="true" />}
        >
          <Trans>Riprova</Trans>
        </Button>
      }
    >
      <Trans>Errore nel caricamento dei veicoli</Trans>
    </VehicleListMessage>
  );
}
