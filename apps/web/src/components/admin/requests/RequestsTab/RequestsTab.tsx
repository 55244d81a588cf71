import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  EmptyState,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CONTACT_STATUSES, type ContactStatus } from '@nbt/validation';
import { IconAlertCircle, IconInbox, IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useTRPC } from '../../../../lib/trpc';
import { RequestCard } from '../RequestCard';
import { STATUS_LABELS } from '../status';
import { useInboxPulse } from '../useNewRequestsCount';

type Filter = ContactStatus | 'all';

/**
 * 'Richieste': the lead inbox. Every contact request, newest first, with its
 * status and one-click replies by email or WhatsApp.
 */
export function RequestsTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const requests = useQuery(trpc.admin.contactRequests.list.queryOptions());
  const [filter, setFilter] = useState<Filter>('all');
  const pulse = useInboxPulse();
  const loaded = requests.isSuccess;

  // A link from the office's e-mail (#richiesta-12) opens the tab on that request once it is shown.
  useEffect(() => {
    if (!loaded || !/^#richiesta-\d+$/.test(window.location.hash)) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const all = requests.data ?? [];
  const count = (status: Filter) => (status === 'all' ? all.length : all.filter((r) => r.status === status).length);
  const visible = filter === 'all' ? all : all.filter((request) => request.status === filter);

  const filterOptions = [
    { value: 'all' as const, label: `${t`Tutte`} (${count('all')})` },
    ...CONTACT_STATUSES.map((value) => ({ value, label: `${i18n._(STATUS_LABELS[value])} (${count(value)})` })),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Richieste di contatto</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Le richieste inviate dal sito, dalla più recente.</Trans>
          </Text>
        </Stack>
        {all.length > 0 && (
          <>
            {/* Four segments do not fit a phone: a select there, the segmented control from sm up. */}
            <Select<Filter>
              hiddenFrom="sm"
              w="100%"
              label={t`Filtra per stato`}
              data={filterOptions}
              value={filter}
              onChange={(value) => setFilter(value ?? 'all')}
              allowDeselect={false}
            />
            <SegmentedControl<Filter>
              visibleFrom="sm"
              aria-label={t`Filtra per stato`}
              data={filterOptions}
              value={filter}
              onChange={setFilter}
            />
          </>
        )}
      </Group>

      {pulse?.notificationsOn === false && (
        <Alert color="gray" variant="light" icon={<IconMailOff aria-hidden />} title={t`Notifiche e-mail disattivate`}>
          <Text size="sm">
            <Trans>
              Le nuove richieste non vengono inviate per e-mail né all'ufficio né al cliente: il server non ha un server
              di posta (impostazione SMTP_URL).
            </Trans>
          </Text>
        </Alert>
      )}

      {requests.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t`Caricamento delle richieste`}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={220} radius="lg" />
          ))}
        </Stack>
      ) : requests.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t`Errore`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>Impossibile caricare le richieste di contatto.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
              <Trans>Riprova</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          py="xl"
          title={all.length === 0 ? t`Nessuna richiesta di contatto ricevuta.` : t`Nessuna richiesta con questo stato.`}
          description={
            all.length === 0
              ? t`Le richieste inviate dal modulo di contatto del sito compariranno qui.`
              : t`Scegli un altro stato per vedere le altre richieste.`
          }
        />
      ) : (
        <Stack gap="md">
          {visible.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
