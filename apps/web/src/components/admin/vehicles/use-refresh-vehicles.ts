import { useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/trpc';

/**
 * After a change to many vehicles at once (an import, a photo archive, a bulk edit): every list
 * and page of vehicles is asked again, the back office's and the site's.
 */
export function useRefreshVehicles(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.vehicles.search.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.vehicles.pathKey() }),
    ]);
  };
}
