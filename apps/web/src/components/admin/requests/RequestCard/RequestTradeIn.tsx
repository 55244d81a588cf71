import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { ContactRequest } from '@nbt/validation';
import { IconArrowsExchange } from '@tabler/icons-react';

import { formatNumber } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';

/** The car the visitor offers in part exchange, as they described it; nothing without one. */
export function RequestTradeIn({ request }: { request: ContactRequest }) {
  const { i18n } = useLingui();
  const { tradeIn } = request;
  if (!tradeIn) return null;
  const car = `${tradeIn.brand} ${tradeIn.model}`;
  const year = tradeIn.year;
  const kilometers = formatNumber(tradeIn.kilometers, localeOf(i18n.locale));
  return (
    <Stack gap={4} data-testid="request-trade-in">
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconArrowsExchange size={16} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
        <Text size="sm">
          <Trans>
            In permuta: <bdi>{car}</bdi>, {year}, {kilometers} km
          </Trans>
        </Text>
      </Group>
      {tradeIn.note && (
        <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {tradeIn.note}
        </Text>
      )}
    </Stack>
  );
}
