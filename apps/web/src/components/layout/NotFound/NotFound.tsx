import { Trans } from '@lingui/react/macro';
import { Button, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './NotFound.module.css';
import { PageContainer } from '../Section';
import { usePageLive } from '../../../lib/page-live';

/** The not-found page body: rendered inside the public header and footer (its title: the root route's head). */
export function NotFound() {
  usePageLive();
  return (
    <PageContainer className={classes.root}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <Title order={1} className={classes.title}>
        <Trans>404 - Pagina Non Trovata</Trans>
      </Title>
      <Text className={classes.text}>
        <Trans>La pagina che stai cercando non esiste o è stata spostata.</Trans>
      </Text>
      <Button
        component={Link}
        to="/"
        size="md"
        mt="xl"
        leftSection={<IconArrowLeft size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />}
      >
        <Trans>Torna alla Home</Trans>
      </Button>
    </PageContainer>
  );
}
