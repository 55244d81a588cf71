import { useLingui } from '@lingui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PolicyDocument } from '../PolicyDocument';
import { policyQuery, type PolicyName } from '../policies';
import { usePageLive } from '../../../lib/page-live';

/**
 * A legal page in the visitor's language. The route's loader has the texts in the cache before
 * the first render; on a language switch the previous text stays up until the new one arrives.
 */
export function PolicyPage({ policy }: { policy: PolicyName }) {
  usePageLive();
  const { i18n } = useLingui();
  const { data } = useQuery({ ...policyQuery(policy, i18n.locale), placeholderData: keepPreviousData });
  return data ? <PolicyDocument document={data} /> : null;
}
