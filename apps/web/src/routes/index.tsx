import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <Container component="main" py="xl">
      <Stack gap="md" py="xl">
        <Title order={1}>
          <Trans>Eccellenza in Movimento</Trans>
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          <Trans>Noleggio e vendita di veicoli di prestigio alle porte di Milano.</Trans>
        </Text>
      </Stack>
    </Container>
  );
}
