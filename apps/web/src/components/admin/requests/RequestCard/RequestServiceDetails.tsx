import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ContactRequest, ServiceDetails, WorkshopSlot } from '@nbt/validation';

import { formatLongDate, formatNumber } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { MACHINE_LABELS } from '../../../../lib/presentation/heavy-fleet';

const SLOT_LABELS: Record<WorkshopSlot, MessageDescriptor> = {
  morning: msg`Mattina`,
  afternoon: msg`Pomeriggio`,
};

/** The details as label and value, in the order the form asks them. */
function useDetailRows(details: ServiceDetails): [string, string][] {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const day = (date: string) => formatLongDate(date, locale);
  switch (details.kind) {
    case 'transport': {
      const weight = details.weightKg === null ? t`Non indicato` : `${formatNumber(details.weightKg, locale)} kg`;
      return [
        [t`Partenza`, details.origin],
        [t`Destinazione`, details.destination],
        [t`Carico`, details.load],
        [t`Peso del carico`, weight],
        [t`Data del trasporto`, day(details.date)],
      ];
    }
    case 'earthworks': {
      const { days } = details;
      return [
        [t`Cantiere`, details.site],
        [t`Macchina`, details.machine === null ? t`Da consigliare` : i18n._(MACHINE_LABELS[details.machine])],
        [t`Operatore`, details.withOperator ? t`Con operatore` : t`Senza operatore`],
        [t`Durata`, plural(days, { one: '# giorno', other: '# giorni' })],
        [t`Inizio lavori`, day(details.startDate)],
      ];
    }
    case 'workshop':
      return [
        [t`Targa`, details.plate],
        [t`Giorno preferito`, day(details.day)],
        [t`Fascia oraria`, i18n._(SLOT_LABELS[details.slot])],
      ];
  }
}

function DetailList({ details }: { details: ServiceDetails }) {
  const rows = useDetailRows(details);
  return (
    <dl
      data-testid="request-service-details"
      style={{ margin: 0, display: 'grid', gap: '2px 12px', gridTemplateColumns: 'max-content 1fr' }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** What the visitor said their service needs (route and load, site and machine, plate and half day); nothing without it. */
export function RequestServiceDetails({ request }: { request: ContactRequest }) {
  return request.serviceDetails ? <DetailList details={request.serviceDetails} /> : null;
}
