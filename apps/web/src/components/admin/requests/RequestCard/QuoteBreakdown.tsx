import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { ContactRequest } from '@nbt/validation';
import { useQuery } from '@tanstack/react-query';

import { formatEuro } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';

/**
 * The breakdown a request was priced with and keeps, item by item as the server computed it: the
 * period at its daily price, each option with its quantity and total, the one-way fee and the
 * total. A vehicle whose price was hidden lists the options chosen, without amounts, for the
 * office to price. Also where the car goes back when that is another office.
 */
export function QuoteBreakdown({ request }: { request: ContactRequest }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const locale = localeOf(i18n.locale);
  const returnOfficeId = request.returnOfficeId;
  const offices = useQuery({ ...trpc.offices.list.queryOptions(), enabled: returnOfficeId !== null });
  const quote = request.quote;
  if (!quote) return null;

  const money = (cents: number | null) => (cents === null ? '' : formatEuro(cents / 100, locale, 2));
  const returnOffice =
    offices.data?.find((office) => office.id === returnOfficeId)?.name ?? `#${String(returnOfficeId)}`;
  const daily = money(quote.dailyCents);
  const period = money(quote.periodCents);
  const oneWayFee = money(quote.oneWayFeeCents);
  const total = money(quote.totalCents);
  const days = quote.days;

  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="request-quote" aria-label={t`Preventivo`}>
      {returnOfficeId !== null && returnOfficeId !== request.pickupOfficeId && (
        <List.Item>
          <Trans>Riconsegna presso {returnOffice}</Trans>
        </List.Item>
      )}
      {daily && period && (
        <List.Item>
          <Plural
            value={days}
            one={`# giorno a ${daily} al giorno: ${period}`}
            other={`# giorni a ${daily} al giorno: ${period}`}
          />
        </List.Item>
      )}
      {quote.options.map((line) => {
        const name = line.name.it;
        const quantity = line.quantity;
        const amount = money(line.totalCents);
        return (
          <List.Item key={line.id}>
            {!amount ? (
              <Trans>
                {name} × {quantity}
              </Trans>
            ) : (
              <Trans>
                {name} × {quantity}: {amount}
              </Trans>
            )}
          </List.Item>
        );
      })}
      {oneWayFee && (
        <List.Item>
          <Trans>Supplemento riconsegna in altra sede: {oneWayFee}</Trans>
        </List.Item>
      )}
      {total && (
        <List.Item>
          <Text span size="sm" fw={700}>
            <Trans>Totale: {total}</Trans>
          </Text>
        </List.Item>
      )}
    </List>
  );
}
