import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Collapse,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CalendarFeed } from '@nbt/validation';
import { IconAlertTriangle, IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { localeOf } from '../../../lib/i18n';
import { useTRPC } from '../../../lib/trpc';

/** The server answers the address from the site's root unless PUBLIC_URL is set: a calendar app needs it whole. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** Who made an address, when, whether it names customers, and when a calendar last read it. */
function FeedFacts({ feed }: { feed: CalendarFeed }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const made = formatDate(feed.createdAt, locale, true);
  const read = feed.lastReadAt ? formatDate(feed.lastReadAt, locale, true) : null;
  const maker = feed.username;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color="teal" variant="light">
          <Trans>Attivo</Trans>
        </Badge>
        <Badge color="gray" variant="outline">
          {feed.includeNames ? <Trans>Con i nomi dei clienti</Trans> : <Trans>Senza i nomi dei clienti</Trans>}
        </Badge>
      </Group>
      <Text size="sm">
        <Trans>
          Creato da {maker} il <time dateTime={feed.createdAt}>{made}</time>
        </Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {read ? (
          <Trans>
            Ultima lettura: <time dateTime={feed.lastReadAt ?? undefined}>{read}</time>
          </Trans>
        ) : (
          <Trans>Nessun calendario lo ha ancora letto</Trans>
        )}
      </Text>
    </Stack>
  );
}

/**
 * The private calendar address of the signed-in administrator: its state, a new one (shown once,
 * with the choice of putting customers' names in it) and its revocation. The main administrator
 * also sees, and may revoke, the other administrators' addresses. Folded until opened, so the
 * planning asks nothing more until then.
 */
export function CalendarFeedPanel() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [includeNames, setIncludeNames] = useState(false);
  const [madeUrl, setMadeUrl] = useState<string | null>(null);

  const feeds = useQuery({ ...trpc.admin.reservations.feed.queryOptions(), enabled: opened });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.feed.queryKey() });

  const make = useMutation(
    trpc.admin.reservations.makeFeed.mutationOptions({
      onSuccess: async (made) => {
        setMadeUrl(absolute(made.url));
        await refresh();
      },
      onError: (error) => showErrorToast(t`Indirizzo non creato`, apiErrorMessage(error, i18n)),
    }),
  );
  const revoke = useMutation(
    trpc.admin.reservations.revokeFeed.mutationOptions({
      onSuccess: async (_result, { userId }) => {
        if (userId === undefined) setMadeUrl(null);
        showSuccessToast(t`Indirizzo revocato`, t`I calendari che lo usano non si aggiorneranno più.`);
        await refresh();
      },
      onError: (error) => showErrorToast(t`Indirizzo non revocato`, apiErrorMessage(error, i18n)),
    }),
  );

  const confirmRevoke = (feed: CalendarFeed, own: boolean) => {
    const maker = feed.username;
    modals.openConfirmModal({
      title: t`Revoca l'indirizzo del calendario`,
      centered: true,
      children: (
        <Text size="sm">
          {own ? (
            <Trans>I calendari che usano il tuo indirizzo smetteranno di aggiornarsi. Vuoi revocarlo?</Trans>
          ) : (
            <Trans>I calendari che usano l'indirizzo di {maker} smetteranno di aggiornarsi. Vuoi revocarlo?</Trans>
          )}
        </Text>
      ),
      labels: { confirm: t`Revoca`, cancel: t`Annulla` },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => revoke.mutate(own ? {} : { userId: feed.userId }),
    });
  };

  const own = feeds.data?.own ?? null;
  const others = feeds.data?.others ?? [];

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="calendar-feed-title">
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <IconCalendarShare size={22} stroke={1.6} aria-hidden />
          <Stack gap={2}>
            <Title order={3} size="h5" id="calendar-feed-title">
              <Trans>Calendario privato</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Le prenotazioni nel calendario del telefono o del computer, con un indirizzo segreto.</Trans>
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          size="sm"
          aria-expanded={opened}
          aria-controls="calendar-feed-body"
          onClick={() => setOpened((current) => !current)}
        >
          {opened ? <Trans>Nascondi</Trans> : <Trans>Gestisci</Trans>}
        </Button>
      </Group>

      <Collapse expanded={opened} keepMounted={false} id="calendar-feed-body">
        <Stack gap="md" mt="md">
          {feeds.isPending ? (
            <Skeleton height={96} radius="md" aria-busy="true" aria-label={t`Caricamento del calendario privato`} />
          ) : feeds.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{apiErrorMessage(feeds.error, i18n)}</Text>
                <Button size="xs" variant="default" onClick={() => void feeds.refetch()}>
                  <Trans>Riprova</Trans>
                </Button>
              </Group>
            </Alert>
          ) : (
            <>
              {own ? (
                <Group justify="space-between" align="flex-start" gap="sm" data-testid="own-feed">
                  <FeedFacts feed={own} />
                  <Button
                    color="red.9"
                    variant="light"
                    loading={revoke.isPending && revoke.variables?.userId === undefined}
                    onClick={() => confirmRevoke(own, true)}
                  >
                    <Trans>Revoca</Trans>
                  </Button>
                </Group>
              ) : (
                <Text size="sm">
                  <Trans>Non hai un indirizzo attivo.</Trans>
                </Text>
              )}

              {madeUrl && (
                <Alert color="teal" variant="light" title={t`Il tuo nuovo indirizzo`}>
                  <Stack gap="xs">
                    <Text size="sm">
                      <Trans>
                        Copialo ora e aggiungilo al tuo calendario come calendario da URL: non sarà più mostrato. Chi lo
                        conosce vede le prenotazioni.
                      </Trans>
                    </Text>
                    <Group gap="xs" wrap="nowrap" align="flex-end">
                      <TextInput
                        label={t`Indirizzo del calendario`}
                        value={madeUrl}
                        readOnly
                        onFocus={(event) => event.currentTarget.select()}
                        style={{ flex: 1 }}
                      />
                      <CopyButton value={madeUrl}>
                        {({ copied, copy }) => (
                          <Button
                            variant={copied ? 'light' : 'filled'}
                            color={copied ? 'teal' : undefined}
                            leftSection={
                              copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                            }
                            onClick={copy}
                          >
                            {copied ? <Trans>Copiato</Trans> : <Trans>Copia</Trans>}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Stack>
                </Alert>
              )}

              <Stack gap="xs">
                <Checkbox
                  label={t`Includi i nomi dei clienti`}
                  description={t`Senza, ogni prenotazione mostra solo il veicolo e i giorni. Le note non sono mai incluse.`}
                  checked={includeNames}
                  onChange={(event) => setIncludeNames(event.currentTarget.checked)}
                />
                <Group gap="sm">
                  <Button loading={make.isPending} onClick={() => make.mutate({ includeNames })}>
                    {own ? <Trans>Crea un nuovo indirizzo</Trans> : <Trans>Crea l'indirizzo</Trans>}
                  </Button>
                  {own && (
                    <Text size="xs" c="dimmed">
                      <Trans>Quello attuale smetterà di funzionare.</Trans>
                    </Text>
                  )}
                </Group>
              </Stack>

              {others.length > 0 && (
                <Stack gap="xs">
                  <Title order={4} size="h6">
                    <Trans>Indirizzi degli altri amministratori</Trans>
                  </Title>
                  <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                    {others.map((feed) => (
                      <Paper component="li" withBorder p="sm" key={feed.userId} data-testid="other-feed">
                        <Group justify="space-between" align="flex-start" gap="sm">
                          <FeedFacts feed={feed} />
                          <Button
                            color="red.9"
                            variant="light"
                            size="xs"
                            aria-label={t`Revoca l'indirizzo di ${feed.username}`}
                            loading={revoke.isPending && revoke.variables?.userId === feed.userId}
                            onClick={() => confirmRevoke(feed, false)}
                          >
                            <Trans>Revoca</Trans>
                          </Button>
                        </Group>
                      </Paper>
                    ))}
                  </Stack>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
