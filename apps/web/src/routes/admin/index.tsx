import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Center, Container, Loader, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarMonth,
  IconCar,
  IconClipboardList,
  IconInbox,
  IconListDetails,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AdminHeader } from '../../components/admin/AdminHeader/AdminHeader';
import { DeskTab } from '../../components/admin/desk/DeskTab';
import { FinanceTermsSection } from '../../components/admin/finance/FinanceTermsSection';
import { OfficesTab } from '../../components/admin/offices/OfficesTab';
import { RentalOptionsTab } from '../../components/admin/rental-options/RentalOptionsTab';
import { PlanningTab } from '../../components/admin/planning/PlanningTab';
import { parsePlanningSearch, type PlanningSearchParams } from '../../components/admin/planning/planning-search-params';
import { RequestsTab } from '../../components/admin/requests/RequestsTab';
import { useNewRequestsCount } from '../../components/admin/requests/useNewRequestsCount';
import { UsersTab } from '../../components/admin/users/UsersTab';
import { VehiclesTab } from '../../components/admin/vehicles/VehiclesTab';
import { parseVehicleSearch, type VehicleSearchParams } from '../../components/admin/vehicles/vehicle-search-params';
import { isSessionError } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { authQueryOptions } from './-auth';
import classes from './-dashboard.module.css';

/**
 * The active tab lives in the URL (?tab=utenti), so a reload or a shared link opens the same tab.
 * 'Veicoli' opens first and has no parameter; 'Oggi' (the day's pick-ups and returns) is beside it.
 */
const DASHBOARD_TABS = ['veicoli', 'oggi', 'planning', 'listino', 'informazioni', 'utenti', 'richieste'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];

type DashboardSearch = { tab?: DashboardTab | undefined } & VehicleSearchParams & PlanningSearchParams;

/**
 * An unknown tab is ignored (the first one opens), and so is an unknown filter of the vehicles tab.
 * Read by the dashboard itself, so the parsing comes with the back office's code: the route's
 * `validateSearch` is in the first script of every public page and only names the types.
 */
function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const tab = search.tab;
  return {
    tab: DASHBOARD_TABS.find((known) => known === tab),
    ...parseVehicleSearch(search),
    ...parsePlanningSearch(search),
  };
}

type DashboardSearchInput = { tab?: DashboardTab } & Partial<
  Record<keyof VehicleSearchParams | keyof PlanningSearchParams, unknown>
> &
  SearchSchemaInput;

export const Route = createFileRoute('/admin/')({
  // The address as given: `AdminDashboard` parses it (`parseDashboardSearch`).
  validateSearch: (search: DashboardSearchInput) => search as DashboardSearch,
  component: AdminDashboardPage,
});

/** How long the denial stays on screen before the redirect to the login. */
const DENIED_REDIRECT_DELAY_MS = 1000;

function AdminDashboardPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const me = useQuery(authQueryOptions(trpc));
  const user = me.data?.user;
  const denied = me.isError || (me.isSuccess && !user?.isAdmin);

  useEffect(() => {
    if (!denied) return;
    const timer = window.setTimeout(() => {
      void navigate({ to: '/admin/login', replace: true });
    }, DENIED_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [denied, navigate]);

  if (me.isPending) {
    return (
      <StatusScreen>
        <Loader size="sm" aria-hidden />
        <Trans>Caricamento in corso...</Trans>
      </StatusScreen>
    );
  }
  if (denied || !user) {
    return (
      <StatusScreen>
        <Trans>Accesso negato. Reindirizzamento al login...</Trans>
      </StatusScreen>
    );
  }
  return <AdminDashboard user={user} />;
}

function StatusScreen({ children }: { children: React.ReactNode }) {
  return (
    <Center component="main" flex={1} p="xl">
      <Stack align="center" gap="sm">
        <Text size="lg" role="status" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
          {children}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * A call refused with 401 means the session ended (expired, or logged out elsewhere): asking for the
 * current user again turns the dashboard into the denial screen, which sends the admin to the login.
 */
function useSignOutOnSessionEnd() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isSessionError(error)) void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    };
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      unsubscribeMutations();
      unsubscribeQueries();
    };
  }, [queryClient, trpc]);
}

function AdminDashboard({ user }: { user: { id: number; username: string } }) {
  const { tab = 'veicoli', month, vehicles, ...vehicleSearch } = parseDashboardSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  const newRequests = useNewRequestsCount();
  useSignOutOnSessionEnd();

  const tabList = useRef<HTMLDivElement>(null);
  const requestsBadge = tab === 'richieste' ? newRequests : 0;
  useEffect(() => {
    // On a phone the tabs scroll sideways: the open one is brought into sight, also after a reload,
    // and again when the new requests' badge widens 'Richieste' while it is the open one (a badge
    // changing while another tab is being chosen must not pull the bar back to the one before).
    const list = tabList.current;
    const active = list?.querySelector('[aria-selected="true"]');
    if (!list || !active) return;
    const listBox = list.getBoundingClientRect();
    const activeBox = active.getBoundingClientRect();
    if (activeBox.right > listBox.right) list.scrollLeft += activeBox.right - listBox.right;
    else if (activeBox.left < listBox.left) list.scrollLeft -= listBox.left - activeBox.left;
  }, [tab, requestsBadge]);

  const selectTab = (value: string | null) => {
    const next = (value ?? 'veicoli') as DashboardTab;
    void navigate({ search: { tab: next === 'veicoli' ? undefined : next }, replace: true });
  };

  return (
    <>
      <AdminHeader username={user.username} />
      <Container component="main" size="xl" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
        <Tabs
          value={tab}
          onChange={selectTab}
          keepMounted={false}
          classNames={{ list: classes.list, tab: classes.tab, tabSection: classes.tabSection }}
        >
          <Tabs.List ref={tabList} mb={{ base: 'md', sm: 'xl' }}>
            <Tabs.Tab value="veicoli" leftSection={<IconCar size={18} aria-hidden />}>
              <Trans>Veicoli</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="oggi" leftSection={<IconClipboardList size={18} aria-hidden />}>
              <Trans>Oggi</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="planning" leftSection={<IconCalendarMonth size={18} aria-hidden />}>
              <Trans>Planning</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="listino" leftSection={<IconListDetails size={18} aria-hidden />}>
              <Trans>Listino</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="informazioni" leftSection={<IconBuildingStore size={18} aria-hidden />}>
              <Trans>Informazioni</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="utenti" leftSection={<IconUsers size={18} aria-hidden />}>
              <Trans>Utenti</Trans>
            </Tabs.Tab>
            <Tabs.Tab
              value="richieste"
              leftSection={<IconInbox size={18} aria-hidden />}
              rightSection={
                newRequests > 0 ? (
                  <>
                    <Badge size="sm" color="gold.5" circle={newRequests < 10} aria-hidden>
                      {newRequests}
                    </Badge>
                    <VisuallyHidden>
                      <Plural value={newRequests} one="(# nuova)" other="(# nuove)" />
                    </VisuallyHidden>
                  </>
                ) : null
              }
            >
              <Trans>Richieste</Trans>
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="oggi">
            <DeskTab />
          </Tabs.Panel>
          <Tabs.Panel value="veicoli">
            <VehiclesTab
              search={vehicleSearch}
              // The vehicles' panel stays mounted behind the others: a search it settles late (the
              // typed words' pause) must not take the office back from the tab it has moved to.
              onSearchChange={(next) =>
                void navigate({
                  search: (previous) => (previous.tab === undefined || previous.tab === 'veicoli' ? next : previous),
                  replace: true,
                })
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="planning">
            <PlanningTab
              search={{ month, vehicles, q: vehicleSearch.q, page: vehicleSearch.page }}
              onSearchChange={(next) => void navigate({ search: { tab: 'planning', ...next }, replace: true })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="listino">
            <RentalOptionsTab />
          </Tabs.Panel>
          <Tabs.Panel value="informazioni">
            <Stack gap="xl">
              <OfficesTab />
              <FinanceTermsSection />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="utenti">
            <UsersTab currentUser={user} />
          </Tabs.Panel>
          <Tabs.Panel value="richieste">
            <RequestsTab />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </>
  );
}
