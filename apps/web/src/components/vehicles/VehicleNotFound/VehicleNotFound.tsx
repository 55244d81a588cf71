import { Trans } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCarOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageContainer } from '../../layout/Section';
import classes from './VehicleNotFound.module.css';
import { usePageLive } from '../../../lib/page-live';

/** /veicoli/{id} when the vehicle doesn't exist or can't be loaded. */
export function VehicleNotFound() {
  usePageLive();
  return (
    <PageContainer className={classes.root} data-testid="vehicle-not-found">
      <IconCarOff size={56} stroke={1.2} aria-hidden="true" className={classes.icon} />
      <Title order={1} className={classes.title}>
        <Trans>Veicolo non trovato</Trans>
      </Title>
      <Text className={classes.text}>
        <Trans>Il veicolo che cerchi non è più disponibile o l’indirizzo non è corretto.</Trans>
      </Text>
      <Button
        component={Link}
        to="/veicoli"
        // The explicit shade lets autoContrast pick dark text for the gold used on the dark scheme.
        color="gold.5"
        size="md"
        mt="xl"
        leftSection={<IconArrowLeft size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />}
      >
        <Trans>Torna alla flotta</Trans>
      </Button>
    </PageContainer>
  );
}
