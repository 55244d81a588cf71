import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  MAX_VEHICLE_IMAGES,
  type VehiclePhotoSkipped,
  type VehiclePhotoZipLine,
  type VehiclePhotoZipPlan,
} from '@nbt/validation';
import { ReasonsTable } from '../../actions/FileDrop';

export type VehicleResult = Extract<VehiclePhotoZipLine, { kind: 'vehicle' }>;

/** Why a file is left out, in the office's words, with the limit it broke. */
function reasonText({ reason }: VehiclePhotoSkipped, limits: VehiclePhotoZipPlan['limits'], i18n: I18n): string {
  switch (reason) {
    case 'UNKNOWN_VEHICLE':
      return i18n._(msg`Nessun veicolo con questa targa o questo ID`);
    case 'AMBIGUOUS_NAME':
      return i18n._(msg`Il nome corrisponde a più veicoli: rinomina il file con l'ID del veicolo`);
    case 'UNREADABLE':
      return i18n._(msg`File danneggiato o protetto da password: impossibile estrarlo`);
    case 'FILE_TOO_LARGE': {
      const megabytes = i18n.number(limits.fileBytes / (1024 * 1024), { maximumFractionDigits: 1 });
      return i18n._(msg`File troppo grande: al massimo ${megabytes} MB per foto`);
    }
    case 'NOT_AN_IMAGE':
      return i18n._(msg`Il file non è un’immagine valida (JPEG, PNG, WebP, GIF o AVIF)`);
    case 'IMAGE_TOO_LARGE': {
      const maxSide = i18n.number(limits.maxSide);
      const megapixels = limits.megapixels;
      return i18n._(
        msg`Immagine troppo grande: al massimo ${maxSide} pixel per lato e ${megapixels} megapixel. Riducila e riprova.`,
      );
    }
    case 'OVER_LIMIT':
      return i18n._(msg`Limite di ${MAX_VEHICLE_IMAGES} foto raggiunto`);
    case 'DUPLICATE':
      return i18n._(msg`Foto già presente sul veicolo: non viene aggiunta di nuovo`);
  }
}

/** What the apply did to one vehicle, once its line came. */
function outcome(result: VehicleResult | undefined, stopped: boolean, i18n: I18n): string {
  if (!result) return stopped ? i18n._(msg`Non caricate`) : i18n._(msg`In attesa`);
  if (result.failed === 'VEHICLE_NOT_FOUND') return i18n._(msg`Veicolo non trovato`);
  if (result.failed === 'IMAGES_NOT_STORED') return i18n._(msg`Non caricate`);
  const added = result.added;
  const photos = result.photos;
  return i18n._(msg`Aggiunte: ${added} (ora ${photos}/${MAX_VEHICLE_IMAGES})`);
}

export interface PhotoZipPlanViewProps {
  plan: VehiclePhotoZipPlan;
  /** The vehicles done so far, once the apply has started. */
  results?: Map<number, VehicleResult>;
  /** The apply ended before these vehicles (the storage failed, or the server). */
  stopped?: boolean;
}

/**
 * A zip's plan: for each vehicle the photos it has and those the zip adds (and, while applying,
 * what was done), then every file left out with its reason.
 */
export function PhotoZipPlanView({ plan, results, stopped = false }: PhotoZipPlanViewProps) {
  const { i18n } = useLingui();
  const skipped = [...plan.skipped, ...[...(results?.values() ?? [])].flatMap((result) => result.skipped)];
  const nameOf = new Map(plan.vehicles.map((vehicle) => [vehicle.id, `${vehicle.brand} ${vehicle.model}`]));
  const adding = plan.vehicles.filter((vehicle) => vehicle.add > 0);
  const photos = adding.reduce((sum, vehicle) => sum + vehicle.add, 0);
  const vehicles = adding.length;
  const left = skipped.length;

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Badge size="lg" variant="light" color="green" tt="none">
          <Trans>Foto da aggiungere: {photos}</Trans>
        </Badge>
        <Badge size="lg" variant="light" color="blue" tt="none">
          <Trans>Veicoli: {vehicles}</Trans>
        </Badge>
        {left > 0 && (
          <Badge size="lg" variant="light" color="orange" tt="none">
            <Trans>File esclusi: {left}</Trans>
          </Badge>
        )}
      </Group>

      {plan.vehicles.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder fz="sm" aria-label={i18n._(msg`Foto per veicolo`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Veicolo</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Targa o ID</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Foto attuali</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Da aggiungere</Trans>
                </Table.Th>
                {results && (
                  <Table.Th>
                    <Trans>Esito</Trans>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.vehicles.map((vehicle) => (
                <Table.Tr key={vehicle.id}>
                  <Table.Td>
                    {vehicle.brand} {vehicle.model}
                  </Table.Td>
                  <Table.Td>{vehicle.plate ?? `ID ${vehicle.id}`}</Table.Td>
                  <Table.Td>
                    {vehicle.photos}/{MAX_VEHICLE_IMAGES}
                  </Table.Td>
                  <Table.Td>{vehicle.add}</Table.Td>
                  {results && (
                    <Table.Td>{vehicle.add > 0 ? outcome(results.get(vehicle.id), stopped, i18n) : '—'}</Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text c="dimmed">
          <Trans>Nessun file dell'archivio corrisponde a un veicolo.</Trans>
        </Text>
      )}

      {skipped.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            <Trans>File esclusi</Trans>
          </Title>
          <Table.ScrollContainer minWidth={520}>
            <ReasonsTable
              label={i18n._(msg`File esclusi`)}
              headers={[
                <Trans key="file">File</Trans>,
                <Trans key="vehicle">Veicolo</Trans>,
                <Trans key="reason">Motivo</Trans>,
              ]}
            >
              {skipped.map((file, index) => (
                <Table.Tr key={`${file.file}-${index}`}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{file.file}</Table.Td>
                  <Table.Td>{file.vehicleId === null ? '—' : (nameOf.get(file.vehicleId) ?? file.vehicleId)}</Table.Td>
                  <Table.Td>{reasonText(file, plan.limits, i18n)}</Table.Td>
                </Table.Tr>
              ))}
            </ReasonsTable>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
