import { Plural, Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** How many vehicles a search found, said to screen readers as it changes, then the page of them or that none matched. */
export function VehicleMatches({ total, shown, children }: { total: number; shown: number; children: ReactNode }) {
  return (
    <>
      <Text size="sm" c="dimmed" role="status">
        <Plural value={total} one="# veicolo trovato" other="# veicoli trovati" />
      </Text>
      {shown === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>Nessun veicolo corrisponde alla ricerca.</Trans>
        </Text>
      ) : (
        children
      )}
    </>
  );
}
