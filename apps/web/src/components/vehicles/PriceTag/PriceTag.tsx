import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { publicDailyPrice, publicSalePrice } from '../../../lib/page-meta';
import { formatDailyPrice, formatSalePrice } from '../../../lib/format';
import { showsRentalPrice, showsSalePrice } from '../../../lib/vehicles';
import { useLocale } from '../use-locale';
import classes from './PriceTag.module.css';

export type PriceTagVehicle = Pick<Vehicle, 'hide_price' | 'price_per_day' | 'sale_price_euros' | 'listing_type'>;

export interface PriceTagProps {
  vehicle: PriceTagVehicle;
  /** 'lg' on the vehicle page, 'md' on cards. */
  size?: 'md' | 'lg';
}

/** The prices a visitor may see: the daily rate and the sale price, each only when the vehicle is offered that way. */
export function visiblePrices(vehicle: PriceTagVehicle): { daily: number | null; sale: number | null } {
  return {
    daily: showsRentalPrice(vehicle.listing_type) ? publicDailyPrice(vehicle) : null,
    sale: showsSalePrice(vehicle.listing_type) ? publicSalePrice(vehicle) : null,
  };
}

/**
 * '€ 50,00/giorno' and '€ 89.000 vendita'; with hide_price (or no price at all) the invitation to
 * ask instead.
 */
export function PriceTag({ vehicle, size = 'md' }: PriceTagProps) {
  const locale = useLocale();
  const { daily, sale } = visiblePrices(vehicle);

  if (daily === null && sale === null) {
    return (
      <Text className={classes.ask} data-size={size} data-testid="price-hidden">
        <Trans>Contattaci per avere maggiori informazioni sul prezzo</Trans>
      </Text>
    );
  }

  const dailyText = daily === null ? null : formatDailyPrice(daily, locale);
  const saleText = sale === null ? null : formatSalePrice(sale, locale);
  return (
    <Stack gap={4} className={classes.root} data-size={size}>
      {dailyText ? (
        <Text className={classes.price} data-testid="price-daily">
          <Trans>
            <bdi className={classes.amount}>{dailyText}</bdi>/giorno
          </Trans>
        </Text>
      ) : null}
      {saleText ? (
        <Text className={classes.price} data-testid="price-sale">
          <Trans>
            <bdi className={classes.amount}>{saleText}</bdi> vendita
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
