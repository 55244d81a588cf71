import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type AdminVehicle, type Reservation, vehicleImages } from '@nbt/validation';
import type { AdminVehicleSort } from '@nbt/validation/rules';
import { formatDailyPrice, formatDate, formatLongDate, formatSalePrice } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { shownPrices, shownStatus, statusColor, statusLabel } from '../../../../lib/presentation/vehicles';
import { VehicleImage } from '../../../vehicles/VehicleImage';
import { ACTION_VARIANTS, type VehicleActionHandlers, vehicleActions } from '../vehicle-actions';
import { SortableTh } from './SortableTh';
import classes from './VehicleTable.module.css';

export interface VehicleTableProps {
  /** One page of the search, in the server's order. */
  vehicles: AdminVehicle[];
  /** The order the page was asked in; a header changes it for the whole search. */
  sort: AdminVehicleSort;
  onSortChange: (sort: AdminVehicleSort) => void;
  /** Each vehicle's reservations from today on, soonest first. */
  reservationsOf: ReadonlyMap<number, Reservation[]>;
  isSelected: (vehicle: AdminVehicle) => boolean;
  onSelect: (vehicle: AdminVehicle, selected: boolean) => void;
  /** The vehicle an action is running on: its buttons wait. */
  busyId: number | null;
  actions: VehicleActionHandlers<AdminVehicle>;
}

/**
 * The page of vehicles as a dense table: one row each, its columns ordering the whole search on
 * the server. It scrolls sideways on a phone and keeps its header in sight.
 */
export function VehicleTable({
  vehicles,
  sort,
  onSortChange,
  reservationsOf,
  isSelected,
  onSelect,
  busyId,
  actions,
}: VehicleTableProps) {
  const { t } = useLingui();
  const sortable = { sort, onSortChange };
  return (
    <Table.ScrollContainer minWidth={1080} maxHeight="75vh" type="native">
      <Table striped highlightOnHover stickyHeader verticalSpacing="xs" fz="sm" aria-label={t`Veicoli`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>
                <Trans>Selezione</Trans>
              </VisuallyHidden>
            </Table.Th>
            <Table.Th w={80}>
              <VisuallyHidden>
                <Trans>Foto principale</Trans>
              </VisuallyHidden>
            </Table.Th>
            <SortableTh column="plate" {...sortable}>
              <Trans>Targa</Trans>
            </SortableTh>
            <SortableTh column="model" {...sortable}>
              <Trans>Veicolo</Trans>
            </SortableTh>
            <SortableTh column="status" {...sortable}>
              <Trans>Stato</Trans>
            </SortableTh>
            <SortableTh column="price" {...sortable}>
              <Trans>Prezzo</Trans>
            </SortableTh>
            <Table.Th>
              <Trans>Prossima prenotazione</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Foto</Trans>
            </Table.Th>
            <SortableTh column="created" firstDirection="desc" {...sortable}>
              <Trans>Aggiunto</Trans>
            </SortableTh>
            <Table.Th>
              <Trans>Azioni</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.map((vehicle) => (
            <VehicleRow
              key={vehicle.id}
              vehicle={vehicle}
              next={reservationsOf.get(vehicle.id)?.[0]}
              selected={isSelected(vehicle)}
              onSelect={onSelect}
              busy={busyId === vehicle.id}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface VehicleRowProps {
  vehicle: AdminVehicle;
  /** Its first reservation from today on. */
  next: Reservation | undefined;
  selected: boolean;
  onSelect: (vehicle: AdminVehicle, selected: boolean) => void;
  busy: boolean;
  actions: VehicleActionHandlers<AdminVehicle>;
}

function VehicleRow({ vehicle, next, selected, onSelect, busy, actions }: VehicleRowProps) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n.locale);
  const name = `${vehicle.brand} ${vehicle.model}`;
  const images = vehicleImages(vehicle);
  const prices = shownPrices(vehicle);
  const rentalPrice = prices.daily === null ? null : formatDailyPrice(prices.daily, locale);
  const salePrice = prices.sale === null ? null : formatSalePrice(prices.sale, locale);
  const status = shownStatus(vehicle.status);
  const from = next ? formatLongDate(next.from, locale) : '';
  const to = next ? formatLongDate(next.to, locale) : '';
  const added = formatDate(vehicle.createdAt, locale);

  return (
    <Table.Tr data-selected={selected || undefined}>
      <Table.Td>
        <Checkbox
          aria-label={t`Seleziona ${name}`}
          checked={selected}
          onChange={(event) => onSelect(vehicle, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        {/* The name is in the row's header cell beside it: the photo adds nothing to read aloud. */}
        <VehicleImage
          src={images[0]}
          category={vehicle.vehicle_category}
          alt=""
          width={64}
          height={48}
          sizes="64px"
          maxVariantWidth={400}
          loading="lazy"
          className={classes.thumb}
        />
      </Table.Td>
      <Table.Td className={classes.plate}>{vehicle.plate ?? '—'}</Table.Td>
      <Table.Th scope="row" className={classes.name} dir="auto">
        {name}
      </Table.Th>
      <Table.Td>
        <Badge color={`${statusColor(status)}.5`} c="var(--mantine-color-black)" size="sm">
          {statusLabel(i18n, status)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          {rentalPrice ? (
            <Text size="sm" className={classes.nowrap}>
              <Trans>{rentalPrice}/giorno</Trans>
            </Text>
          ) : null}
          {salePrice ? (
            <Text size="sm" className={classes.nowrap}>
              <Trans>{salePrice} vendita</Trans>
            </Text>
          ) : null}
          {!rentalPrice && !salePrice ? <Text size="sm">—</Text> : null}
          {vehicle.hide_price ? (
            <Badge variant="outline" color="gray" tt="none" size="sm">
              <Trans>Prezzo nascosto</Trans>
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        {next ? (
          <>
            <Text size="sm" className={classes.nowrap}>
              <Trans>
                {from} – {to}
              </Trans>
            </Text>
            {next.customerName ? (
              <Text size="xs" className={classes.secondary} dir="auto">
                {next.customerName}
              </Text>
            ) : null}
          </>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>{images.length}</Table.Td>
      <Table.Td className={classes.nowrap}>{added}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {vehicleActions(vehicle, actions).map((action) => (
            <Tooltip key={action.key} label={i18n._(action.label)} withArrow>
              <ActionIcon
                variant={ACTION_VARIANTS[action.tone]}
                color={action.tone === 'danger' ? 'red' : undefined}
                aria-label={i18n._(action.labelFor)}
                onClick={action.run}
                disabled={busy}
              >
                <action.icon size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
