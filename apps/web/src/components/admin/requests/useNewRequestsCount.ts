import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../../lib/trpc';

export function useNewRequestsCount(): number {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.admin.contactRequests.countNew.queryOptions());
  return typeof data === 'number' ? data : 0;
}
