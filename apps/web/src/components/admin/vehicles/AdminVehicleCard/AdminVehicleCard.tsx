import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, Image, Text, Title } from '@mantine/core';
import { type AdminVehicle, type Reservation, vehicleImages, type Vehicle } from '@nbt/validation';
import { IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDailyPrice, formatLongDate, formatNumber, formatSalePrice } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { vehiclePlaceholder } from '../../../vehicles/VehicleImage';
import classes from './AdminVehicleCard.module.css';
import { ACTION_VARIANTS, vehicleActions } from '../vehicle-actions';
import { NextReservations } from './NextReservations';
import {
  categoryLabel,
  fuelLabel,
  listingLabel,
  shownPrices,
  shownStatus,
  statusColor,
  statusLabel,
  transmissionLabel,
} from '../../../../lib/presentation/vehicles';

export interface AdminVehicleCardProps {
  /** With its recorded sale when the back office read it. */
  vehicle: Vehicle & Partial<Pick<AdminVehicle, 'soldPriceEuros' | 'soldOn' | 'soldTo'>>;
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
  onSell: (vehicle: Vehicle) => void;
  onBuyBack: (vehicle: Vehicle) => void;
  /** Opens the add dialog prefilled from this vehicle; no button without it. */
  onDuplicate?: (vehicle: Vehicle) => void;
  /** Ticked for a change to several vehicles; no box without `onSelect`. */
  selected?: boolean;
  onSelect?: (vehicle: Vehicle, selected: boolean) => void;
  /** An action on this vehicle is running: its buttons wait. */
  busy?: boolean;
  /** Its reservations from today on, soonest first. */
  reservations?: Reservation[];
}

/** One vehicle in the back office: cover photo, key facts, price and status badges, and its actions. */
export function AdminVehicleCard({
  vehicle,
  onEdit,
  onDelete,
  onSell,
  onBuyBack,
  onDuplicate,
  selected = false,
  onSelect,
  busy = false,
  reservations = [],
}: AdminVehicleCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const locale = localeOf(i18n.locale);
  const images = vehicleImages(vehicle);
  const name = `${vehicle.brand} ${vehicle.model}`;

  const prices = shownPrices(vehicle);
  const rentalPrice = prices.daily === null ? null : formatDailyPrice(prices.daily, locale);
  const salePrice = prices.sale === null ? null : formatSalePrice(prices.sale, locale);
  const status = shownStatus(vehicle.status);
  const soldOn = vehicle.soldOn ? formatLongDate(vehicle.soldOn, locale) : '';
  const soldFor = vehicle.soldPriceEuros ? formatSalePrice(vehicle.soldPriceEuros, locale) : null;
  const kilometers = formatNumber(vehicle.kilometers, locale);

  return (
    <Card withBorder component="article" aria-labelledby={titleId} className={classes.card}>
      <Card.Section className={classes.media}>
        <Image
          src={images[0] ?? null}
          alt={name}
          fallbackSrc={vehiclePlaceholder(vehicle.vehicle_category)}
          className={classes.photo}
          loading="lazy"
        />
        <Badge className={classes.status} color={`${statusColor(status)}.5`} c="var(--mantine-color-black)">
          {statusLabel(i18n, status)}
        </Badge>
        {images.length > 1 ? (
          <Badge
            className={classes.count}
            color="dark"
            variant="filled"
            leftSection={<IconPhoto size={12} aria-hidden />}
          >
            <Trans>{images.length} foto</Trans>
          </Badge>
        ) : null}
      </Card.Section>

      <Group justify="space-between" align="baseline" wrap="nowrap" mt="md" gap="xs">
        <Group gap="xs" wrap="nowrap" align="baseline">
          {onSelect ? (
            <Checkbox
              aria-label={t`Seleziona ${name}`}
              checked={selected}
              onChange={(event) => onSelect(vehicle, event.currentTarget.checked)}
            />
          ) : null}
          <Title order={3} id={titleId} className={classes.title}>
            {name}
          </Title>
        </Group>
        <Text size="sm" fw={500} className={classes.secondary}>
          {vehicle.year}
        </Text>
      </Group>
      <Text size="sm" className={classes.secondary} mt={4}>
        {fuelLabel(i18n, vehicle.fuel_type)} · <Trans>{kilometers} km</Trans> ·{' '}
        {transmissionLabel(i18n, vehicle.transmission)}
      </Text>

      <Group gap={6} mt="sm">
        <Badge variant="dot" color={vehicle.available ? 'teal' : 'gray'} tt="none">
          {vehicle.available ? <Trans>Disponibile</Trans> : <Trans>Non disponibile</Trans>}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {categoryLabel(i18n, vehicle.vehicle_category)}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {listingLabel(i18n, vehicle.listing_type)}
        </Badge>
        {rentalPrice ? (
          <Badge variant="light" tt="none">
            <Trans>{rentalPrice}/giorno</Trans>
          </Badge>
        ) : null}
        {salePrice ? (
          <Badge variant="light" tt="none">
            <Trans>{salePrice} vendita</Trans>
          </Badge>
        ) : null}
        {vehicle.hide_price ? (
          <Badge variant="outline" color="gray" tt="none">
            <Trans>Prezzo nascosto</Trans>
          </Badge>
        ) : null}
      </Group>

      <dl className={classes.facts}>
        {/* A machine has none, a truck may state none: 0 is stored for 'not stated'. */}
        {vehicle.doors > 0 ? (
          <div>
            <dt>
              <Trans>Porte</Trans>
            </dt>
            <dd>{vehicle.doors}</dd>
          </div>
        ) : null}
        {vehicle.seats > 0 ? (
          <div>
            <dt>
              <Trans>Posti</Trans>
            </dt>
            <dd>{vehicle.seats}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Colore</Trans>
          </dt>
          <dd>{vehicle.color}</dd>
        </div>
      </dl>

      {status === 'venduto' && vehicle.soldOn ? (
        <Text size="sm" c="dimmed" mt="sm" data-testid="sale-record" dir="auto">
          {soldFor ? t`Venduto il ${soldOn} per ${soldFor}` : t`Venduto il ${soldOn}`}
          {vehicle.soldTo ? ` · ${vehicle.soldTo}` : null}
        </Text>
      ) : null}

      <NextReservations reservations={reservations} />

      <Group gap="xs" mt="auto" pt="md" className={classes.actions}>
        {vehicleActions(vehicle, { onEdit, onDelete, onSell, onBuyBack, onDuplicate }).map((action) => (
          <Button
            key={action.key}
            size="xs"
            variant={ACTION_VARIANTS[action.tone]}
            color={action.tone === 'danger' ? 'red' : undefined}
            leftSection={<action.icon size={14} aria-hidden />}
            onClick={action.run}
            disabled={busy}
          >
            {i18n._(action.label)}
          </Button>
        ))}
      </Group>
    </Card>
  );
}
