import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { formatDailyPrice, formatSalePrice } from '../../../lib/format';
import { type PricedVehicle, shownPrices } from '../../../lib/presentation/vehicles';
import { useLocale } from '../use-locale';
import classes from './PriceTag.module.css';

export interface PriceTagProps {
  vehicle: PricedVehicle;
  /** 'lg' on the vehicle page, 'md' on cards. */
  size?: 'md' | 'lg';
}

/**
 * '€ 50,00/giorno' and '€ 89.000 vendita'; without a price to show (the firm hides it, or it is not
 * set) the invitation to ask instead.
 */
export function PriceTag({ vehicle, size = 'md' }: PriceTagProps) {
  const locale = useLocale();
  const { daily, sale } = shownPrices(vehicle);

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
