import { describe, expect, it } from 'vitest';

import { createQueryClient, createTrpc, createTrpcClient } from '../../../lib/trpc';
import { render } from '../../../../test';
import { makeVehicle } from '../../../../test/fixtures';
import { useRefreshVehicles } from './use-refresh-vehicles';

describe('useRefreshVehicles', () => {
  it("marks the back office's and the site's reads of vehicles stale, and nothing else", async () => {
    const queryClient = createQueryClient();
    const trpc = createTrpc(queryClient, createTrpcClient('http://localhost/api/trpc'));
    const vehicle = makeVehicle();
    const stale = [
      trpc.admin.vehicles.search.queryKey({}),
      trpc.vehicles.list.queryKey(),
      trpc.vehicles.byId.queryKey({ id: vehicle.id }),
    ];
    const kept = trpc.offices.list.queryKey();
    for (const key of [...stale, kept]) queryClient.setQueryData(key, {} as never);
    let refresh: (() => Promise<void>) | undefined;
    function Probe() {
      refresh = useRefreshVehicles();
      return null;
    }
    render(<Probe />, { queryClient });

    await refresh!();

    for (const key of stale) expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(queryClient.getQueryState(kept)?.isInvalidated).toBe(false);
  });
});
