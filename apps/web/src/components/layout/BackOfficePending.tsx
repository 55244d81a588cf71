import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';

const CENTERED = { minHeight: '100vh', display: 'grid', placeItems: 'center' } as const;

/**
 * What shows while the back office's code loads (the footer's link on a slow phone): part of the
 * public pages' code and catalog, since the back office's own are what it waits for.
 */
export function BackOfficePending() {
  const { t } = useLingui();
  return (
    <div style={CENTERED} role="status" aria-busy="true" aria-label={t`Area riservata`}>
      <Loader color="gold" />
    </div>
  );
}
