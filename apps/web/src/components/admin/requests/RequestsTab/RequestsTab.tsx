import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  EmptyState,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CONTACT_SERVICES,
  CONTACT_STATUSES,
  type ContactRequestQueryInput,
  type ContactService,
  type ContactStatus,
  REQUEST_SEARCH_LIMITS,
} from '@nbt/validation';
import { IconAlertCircle, IconInbox, IconMailOff, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useTRPC } from '../../../../lib/trpc';
import { AdminPagination } from '../../AdminPagination';
import { RequestCard } from '../RequestCard';
import { STATUS_LABELS } from '../status';
import { useInboxPulse } from '../useNewRequestsCount';

type Filter = ContactStatus | 'all';

/** What the office narrows the inbox by; the words are sent once typing pauses. */
interface InboxFilters {
  q: string;
  status: Filter;
  service: ContactService | null;
  from: string;
  to: string;
  page: number;
}

const NO_FILTERS: InboxFilters = { q: '', status: 'all', service: null, from: '', to: '', page: 1 };

/** The server's search for the filters: only what is set, so equal searches share one cached answer. */
function inboxQuery(filters: InboxFilters, q: string): ContactRequestQueryInput {
  return {
    page: filters.page,
    pageSize: REQUEST_SEARCH_LIMITS.defaultPageSize,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/**
 * 'Richieste': the lead inbox. The server searches and pages the requests, newest first; each
 * shows its status and one-click replies by email or WhatsApp.
 */
export function RequestsTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const [q] = useDebouncedValue(filters.q, 300);
  const requests = useQuery({
    ...trpc.admin.contactRequests.search.queryOptions(inboxQuery(filters, q)),
    placeholderData: keepPreviousData,
  });
  const pulse = useInboxPulse();
  const loaded = requests.isSuccess;
  /** A change of filter starts again from the first page. */
  const narrow = (change: Partial<InboxFilters>) => setFilters((current) => ({ ...current, ...change, page: 1 }));

  // A link from the office's e-mail (#richiesta-12) opens the tab on that request once it is shown.
  useEffect(() => {
    if (!loaded || !/^#richiesta-\d+$/.test(window.location.hash)) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const byStatus = requests.data?.byStatus;
  const count = (status: Filter) =>
    byStatus
      ? status === 'all'
        ? CONTACT_STATUSES.reduce((sum, each) => sum + byStatus[each], 0)
        : byStatus[status]
      : 0;
  const visible = requests.data?.items ?? [];
  const total = requests.data?.total ?? 0;
  const searching = filters.q.trim() !== '' || filters.service !== null || filters.from !== '' || filters.to !== '';
  const pages = Math.ceil(total / REQUEST_SEARCH_LIMITS.defaultPageSize);

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
        {/* Four segments do not fit a phone: a select there, the segmented control from sm up. */}
        <Select<Filter>
          hiddenFrom="sm"
          w="100%"
          label={t`Filtra per stato`}
          data={filterOptions}
          value={filters.status}
          onChange={(value) => narrow({ status: value ?? 'all' })}
          allowDeselect={false}
        />
        <SegmentedControl<Filter>
          visibleFrom="sm"
          aria-label={t`Filtra per stato`}
          data={filterOptions}
          value={filters.status}
          onChange={(status) => narrow({ status })}
        />
      </Group>

      {/* The two days side by side even on a phone: the words and the service take a line each there. */}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput
            type="search"
            label={t`Cerca`}
            placeholder={t`Nome, e-mail, telefono o testo`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.q}
            maxLength={REQUEST_SEARCH_LIMITS.query}
            onChange={(event) => narrow({ q: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Select<ContactService>
            label={t`Servizio`}
            placeholder={t`Tutti i servizi`}
            data={[...CONTACT_SERVICES]}
            value={filters.service}
            onChange={(service) => narrow({ service })}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput
            type="date"
            label={t`Ricevute dal`}
            value={filters.from}
            onChange={(event) => narrow({ from: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <TextInput
            type="date"
            label={t`Ricevute fino al`}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => narrow({ to: event.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>

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
          title={
            searching
              ? t`Nessuna richiesta corrisponde alla ricerca.`
              : count('all') === 0
                ? t`Nessuna richiesta di contatto ricevuta.`
                : t`Nessuna richiesta con questo stato.`
          }
          description={
            searching ? (
              <Button variant="default" size="xs" mt="xs" onClick={() => setFilters(NO_FILTERS)}>
                <Trans>Mostra tutte le richieste</Trans>
              </Button>
            ) : count('all') === 0 ? (
              t`Le richieste inviate dal modulo di contatto del sito compariranno qui.`
            ) : (
              t`Scegli un altro stato per vedere le altre richieste.`
            )
          }
        />
      ) : (
        <Stack gap="md">
          <Text role="status" size="sm" c="dimmed">
            {t`${plural(total, { one: '# richiesta trovata', other: '# richieste trovate' })}`}
          </Text>
          {visible.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
          <AdminPagination pages={pages} value={filters.page} onChange={(page) => setFilters({ ...filters, page })} />
        </Stack>
      )}
    </Stack>
  );
}
