import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Card, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import type { VehicleImportResult } from '@nbt/validation';
import { ReasonsTable } from '../FileDrop';

/** The fields an import changes, as the vehicle dialog names them. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  brand: msg`Marca`,
  model: msg`Modello`,
  year: msg`Anno`,
  kilometers: msg`Chilometri`,
  fuel_type: msg`Carburante`,
  fuel_regulation: msg`Normativa emissioni`,
  engine_displacement: msg`Cilindrata (cc)`,
  horsepower: msg`Potenza (CV)`,
  transmission: msg`Cambio`,
  doors: msg`Porte`,
  seats: msg`Posti`,
  color: msg`Colore`,
  price_per_day: msg`Prezzo noleggio (€/giorno)`,
  sale_price: msg`Prezzo di vendita (centesimi)`,
  sale_price_euros: msg`Prezzo di vendita (€)`,
  hide_price: msg`Nascondi prezzo`,
  vehicle_category: msg`Categoria`,
  listing_type: msg`Tipo di annuncio`,
  available: msg`Disponibile`,
  status: msg`Stato`,
  deposit_euros: msg`Deposito cauzionale (€)`,
  km_per_day: msg`Km inclusi al giorno`,
  extra_km_cents: msg`Prezzo km extra (€)`,
  min_driver_age: msg`Età minima conducente`,
  delivery_on_request: msg`Consegna su richiesta`,
  condition: msg`Condizione`,
  body_type: msg`Carrozzeria`,
  first_registration: msg`Prima immatricolazione`,
  previous_owners: msg`Proprietari precedenti`,
  warranty_months: msg`Garanzia (mesi)`,
  service_history: msg`Tagliandi certificati`,
  vat_deductible: msg`IVA esposta`,
  consumption_l_100km: msg`Consumo (l/100 km)`,
  consumption_kwh_100km: msg`Consumo (kWh/100 km)`,
  co2_g_km: msg`CO2 (g/km)`,
  kerb_weight_kg: msg`Massa a vuoto (kg)`,
  description: msg`Descrizione`,
  features: msg`Caratteristiche`,
  plate: msg`Targa`,
  vin: msg`Telaio`,
  internalNotes: msg`Note interne`,
};

/** A translated text, by the key the import gives its change: 'translations.en.description'. */
const TRANSLATED_LABELS: Record<string, (language: string) => MessageDescriptor> = {
  description: (language) => msg`Descrizione (${language})`,
  features: (language) => msg`Caratteristiche (${language})`,
  color: (language) => msg`Colore (${language})`,
};

/** How the preview names a changed field: as the dialog does, a translation with its language code. */
function label(field: string, i18n: I18n): string {
  if (FIELD_LABELS[field]) return i18n._(FIELD_LABELS[field]);
  const [, language, text] = /^translations\.([a-z]{2})\.(\w+)$/.exec(field) ?? [];
  const translated = text ? TRANSLATED_LABELS[text] : undefined;
  return translated && language ? i18n._(translated(language.toUpperCase())) : field;
}

/** A value as the API holds it, written for people: cents as euros, yes/no, lists with commas. */
function shown(field: string, value: unknown, i18n: I18n): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`sì`) : i18n._(msg`no`);
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  if (
    typeof value === 'number' &&
    (field === 'price_per_day' || field === 'sale_price' || field === 'extra_km_cents')
  ) {
    return i18n.number(value / 100, { style: 'currency', currency: 'EUR' });
  }
  if (typeof value === 'number' && (field === 'sale_price_euros' || field === 'deposit_euros')) {
    return i18n.number(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  }
  return typeof value === 'number' ? i18n.number(value) : String(value);
}

/** What an import would do: how many vehicles it creates, each change old → new, the rows refused. */
export function ImportPreview({ result }: { result: VehicleImportResult }) {
  const { i18n } = useLingui();
  const created = result.create;
  const changed = result.update.length;
  const refused = result.errors.length;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge size="lg" variant="light" color="green" tt="none">
          <Trans>Da creare: {created}</Trans>
        </Badge>
        <Badge size="lg" variant="light" color="blue" tt="none">
          <Trans>Da modificare: {changed}</Trans>
        </Badge>
        {refused > 0 && (
          <Badge size="lg" variant="light" color="red" tt="none">
            <Trans>Errori: {refused}</Trans>
          </Badge>
        )}
      </Group>

      {refused > 0 && (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} title={i18n._(msg`Righe rifiutate`)}>
          <Text size="sm" mb="xs">
            <Trans>
              Nessuna modifica verrà salvata finché il file contiene errori: correggilo e caricalo di nuovo.
            </Trans>
          </Text>
          <ReasonsTable
            label={i18n._(msg`Righe rifiutate`)}
            headers={[
              <Trans key="row">Riga</Trans>,
              <Trans key="column">Colonna</Trans>,
              <Trans key="reason">Motivo</Trans>,
            ]}
          >
            {result.errors.map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.column || '—'}</Table.Td>
                {/* The server writes the reason in Italian, the back office's language. */}
                <Table.Td lang="it">{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </ReasonsTable>
        </Alert>
      )}

      {result.update.map(({ id, changes }) => (
        <Card key={id} withBorder padding="sm" aria-label={i18n._(msg`Veicolo ${id}`)}>
          <Text fw={600} size="sm" mb={4}>
            <Trans>Veicolo {id}</Trans>
          </Text>
          <List size="sm" spacing={2}>
            {Object.entries(changes).map(([field, [before, after]]) => (
              <List.Item key={field}>
                <Group gap={6} wrap="wrap">
                  <Text span size="sm" fw={500}>
                    {label(field, i18n)}:
                  </Text>
                  <Text span size="sm" td="line-through" c="dimmed">
                    {shown(field, before, i18n)}
                  </Text>
                  <IconArrowRight size={14} aria-label={i18n._(msg`diventa`)} />
                  <Text span size="sm">
                    {shown(field, after, i18n)}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Card>
      ))}

      {created === 0 && changed === 0 && refused === 0 && (
        <Text c="dimmed">
          <Trans>Il file non cambia nulla: i veicoli sono già così.</Trans>
        </Text>
      )}
    </Stack>
  );
}
