import { Notifications, notifications } from '@mantine/notifications';
import type { InboxPulse } from '@nbt/validation';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { render, screen, waitFor } from '../../../../test';
import { useNewRequestsCount } from './useNewRequestsCount';

function Badge() {
  return <output>{useNewRequestsCount()}</output>;
}

const pulse = (overrides: Partial<InboxPulse>): InboxPulse => ({
  newCount: 1,
  latestId: 4,
  changedAt: '2026-03-01T10:30:00.000Z',
  notificationsOn: true,
  ...overrides,
});

describe('useNewRequestsCount', () => {
  afterEach(() => {
    notifications.clean();
    document.title = '';
  });

  it('shows the count in the page title, toasts a new request and refreshes the list', async () => {
    document.title = 'Area amministrativa | NBT';
    const queryClient = createQueryClient();
    const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
    queryClient.setQueryData(trpc.admin.contactRequests.countNew.queryKey(), 2);
    queryClient.setQueryData(trpc.admin.contactRequests.pulse.queryKey(), pulse({}));
    queryClient.setQueryData(trpc.admin.contactRequests.search.queryKey({ page: 1, pageSize: 20 }), {
      items: [],
      total: 0,
      byStatus: { nuova: 0, contattata: 0, chiusa: 0 },
    });
    render(
      <>
        <Notifications />
        <Badge />
      </>,
      { queryClient },
    );
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(document.title).toBe('(2) Area amministrativa | NBT');
    // What was there when the page opened is not news.
    expect(screen.queryByText('Nuova richiesta di contatto')).toBeNull();

    act(() => {
      queryClient.setQueryData(trpc.admin.contactRequests.pulse.queryKey(), pulse({ latestId: 6, newCount: 3 }));
    });
    expect(await screen.findByText('Nuova richiesta di contatto')).toBeInTheDocument();
    expect(screen.getByText('Sono arrivate 2 nuove richieste.')).toBeInTheDocument();
    expect(
      queryClient.getQueryState(trpc.admin.contactRequests.search.queryKey({ page: 1, pageSize: 20 }))?.isInvalidated,
    ).toBe(true);
    expect(queryClient.getQueryState(trpc.admin.contactRequests.countNew.queryKey())?.isInvalidated).toBe(true);

    act(() => {
      queryClient.setQueryData(trpc.admin.contactRequests.countNew.queryKey(), 0);
    });
    await waitFor(() => expect(document.title).toBe('Area amministrativa | NBT'));
  });
});
