import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { PolicyDocument as PolicyText } from '../../../content/policies/types';
import { PolicyDocument } from '../PolicyDocument';
import { policyKey, readPolicy, type PolicyName } from '../policies';
import { usePageLive } from '../../../lib/page-live';
import { useKept, usePublicData } from '../../../lib/public-data';

/**
 * A legal page in the visitor's language. The route's loader has the texts in before the first
 * render; on a language switch the previous text stays up until the new one arrives.
 */
export function PolicyPage({ policy }: { policy: PolicyName }) {
  usePageLive();
  const { i18n } = useLingui();
  const data = usePublicData();
  const { data: text } = useKept<PolicyText>(policyKey(policy, i18n.locale), () =>
    readPolicy(data, policy, i18n.locale),
  );
  const [shown, setShown] = useState(text);
  if (text && text !== shown) setShown(text);
  return shown ? <PolicyDocument document={shown} /> : null;
}
