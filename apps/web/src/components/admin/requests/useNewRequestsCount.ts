import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { InboxPulse } from '@nbt/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { showSuccessToast } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';

/** How often the open back office asks for new requests (also while its browser tab is in the background). */
export const INBOX_REFRESH_MS = 10_000;

const polling = { refetchInterval: INBOX_REFRESH_MS, refetchIntervalInBackground: true } as const;

/** The state of the inbox the back office polls: new requests, the latest change, whether e-mail is on. */
export function useInboxPulse(): InboxPulse | undefined {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.contactRequests.pulse.queryOptions(), ...polling }).data;
}

/**
 * The number of new requests, kept current while the back office is open: a toast when a request
 * arrives, the list refreshed when a request or its e-mails change, and the count in the page title.
 */
export function useNewRequestsCount(): number {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const { data } = useQuery({ ...trpc.admin.contactRequests.countNew.queryOptions(), ...polling });
  const count = typeof data === 'number' ? data : 0;
  const pulse = useInboxPulse();

  // The first answer is what was there already; every later change is news.
  const seen = useRef<{ latestId: number | null; changedAt: string | null } | undefined>(undefined);
  useEffect(() => {
    if (!pulse) return;
    const before = seen.current;
    seen.current = { latestId: pulse.latestId, changedAt: pulse.changedAt };
    if (!before) return;
    const arrived = (pulse.latestId ?? 0) - (before.latestId ?? 0);
    if (arrived > 0) {
      showSuccessToast(
        i18n._(msg`Nuova richiesta di contatto`),
        i18n._(
          msg`${plural(arrived, { one: 'È arrivata una nuova richiesta.', other: 'Sono arrivate # nuove richieste.' })}`,
        ),
      );
    }
    if (arrived > 0 || pulse.changedAt !== before.changedAt) {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.search.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.countNew.queryKey() });
    }
  }, [pulse, i18n, queryClient, trpc]);

  // "(3) Area amministrativa | NBT": the count shows on the browser tab too.
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [count]);

  return count;
}
