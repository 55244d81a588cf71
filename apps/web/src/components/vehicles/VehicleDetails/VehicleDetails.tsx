import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import type { Vehicle } from '@nbt/validation';
import { statedRentalTerms, vehicleTextIn } from '@nbt/validation/rules';
import {
  IconArmchair,
  IconBolt,
  IconCalendar,
  IconCategory,
  IconCircleCheck,
  IconDoor,
  IconEngine,
  IconGasStation,
  IconId,
  IconLeaf,
  IconManualGearbox,
  IconPalette,
  IconRoad,
  IconShieldCheck,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDailyPrice, formatNumber, formatSalePrice } from '../../../lib/format';
import { capitalize, categoryLabel, fuelLabel, transmissionLabel } from '../../../lib/presentation/vehicles';
import { formatPower } from '../../../lib/presentation/sale-facts';
import { heavySpecs } from './heavy-specs';
import { saleFactSpecs } from './sale-specs';
import { useLocale } from '../use-locale';
import classes from './VehicleDetails.module.css';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';

interface Spec {
  key: string;
  label: string;
  value: ReactNode;
  Icon: Icon;
  /** A value the office typed, not a text of the interface: `it` when it is in Italian on a page that is not. */
  typed?: 'it' | 'page';
}

function SpecList({ specs, testId }: { specs: Spec[]; testId: string }) {
  return (
    <ResponsiveGrid
      component="dl"
      cols={{ base: 2, md: 3 }}
      spacing="sm"
      verticalSpacing="sm"
      className={classes.specs}
      data-testid={testId}
    >
      {specs.map(({ key, label, value, Icon, typed }) => (
        <div key={key} className={classes.spec}>
          <dt className={classes.specLabel}>
            <Icon size={22} stroke={1.5} aria-hidden="true" className={classes.specIcon} />
            {label}
          </dt>
          <dd className={classes.specValue} lang={typed === 'it' ? 'it' : undefined} dir={typed ? 'auto' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </ResponsiveGrid>
  );
}

/** The discreet line under a text the office wrote only in Italian, in the page's language. */
function ItalianNote() {
  return (
    <Text className={classes.italianNote}>
      <Trans>Testo disponibile solo in italiano</Trans>
    </Text>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <Title order={2} id={id} className={classes.title}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/**
 * The vehicle's description, technical characteristics, performance (only with a displacement or
 * a power figure) and features. Empty parts are left out.
 */
export function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const kilometers = formatNumber(vehicle.kilometers, locale);
  const text = vehicleTextIn(vehicle, locale);

  const technical: Spec[] = [
    { key: 'year', label: t`Anno`, value: vehicle.year, Icon: IconCalendar },
    // A machine's use is its engine hours, among its own figures: its odometer reads nothing.
    ...(vehicle.vehicle_category === 'movimento_terra'
      ? []
      : [{ key: 'km', label: t`Chilometraggio`, value: t`${kilometers} km`, Icon: IconRoad }]),
    { key: 'fuel', label: t`Carburante`, value: fuelLabel(i18n, vehicle.fuel_type), Icon: IconGasStation },
    { key: 'euro', label: t`Classe Euro`, value: vehicle.fuel_regulation, Icon: IconLeaf, typed: 'it' },
    {
      key: 'transmission',
      label: t`Cambio`,
      value: transmissionLabel(i18n, vehicle.transmission),
      Icon: IconManualGearbox,
    },
    // A machine has neither; a truck may leave them unstated (0).
    ...(vehicle.doors > 0 ? [{ key: 'doors', label: t`Porte`, value: vehicle.doors, Icon: IconDoor }] : []),
    ...(vehicle.seats > 0 ? [{ key: 'seats', label: t`Posti`, value: vehicle.seats, Icon: IconArmchair }] : []),
    {
      key: 'color',
      label: t`Colore`,
      value: capitalize(text.color),
      Icon: IconPalette,
      typed: text.italian.color ? 'it' : 'page',
    },
    { key: 'category', label: t`Categoria`, value: categoryLabel(i18n, vehicle.vehicle_category), Icon: IconCategory },
  ];

  const performance: Spec[] = [];
  if (vehicle.engine_displacement !== null) {
    const cc = formatNumber(vehicle.engine_displacement, locale);
    performance.push({ key: 'displacement', label: t`Cilindrata`, value: t`${cc} cc`, Icon: IconEngine });
  }
  if (vehicle.horsepower !== null) {
    const power = formatPower(i18n, vehicle.horsepower, locale);
    performance.push({ key: 'horsepower', label: t`Potenza`, value: power, Icon: IconBolt });
  }

  const terms = statedRentalTerms(vehicle);
  const rental: Spec[] = [];
  if (terms && terms.deposit_euros !== null) {
    const deposit = formatSalePrice(terms.deposit_euros, locale);
    rental.push({ key: 'deposit', label: t`Deposito cauzionale`, value: deposit, Icon: IconShieldCheck });
  }
  if (terms && terms.km_per_day !== null) {
    const km = formatNumber(terms.km_per_day, locale);
    const extra = terms.extra_km_cents === null ? null : formatDailyPrice(terms.extra_km_cents, locale);
    rental.push({
      key: 'km',
      label: t`Chilometri inclusi`,
      value: extra === null ? t`${km} km al giorno` : t`${km} km al giorno, poi ${extra} al km`,
      Icon: IconRoad,
    });
  }
  if (terms && terms.min_driver_age !== null) {
    const age = terms.min_driver_age;
    rental.push({ key: 'age', label: t`Età minima del conducente`, value: t`${age} anni`, Icon: IconId });
  }
  if (terms?.delivery_on_request) {
    // A machine travels to the site on the firm's low-loader; a car or a truck is brought to an address.
    const delivery =
      vehicle.vehicle_category === 'movimento_terra'
        ? t`Trasporto in cantiere su richiesta`
        : t`A domicilio su richiesta`;
    rental.push({ key: 'delivery', label: t`Consegna`, value: delivery, Icon: IconTruckDelivery });
  }

  const sale = saleFactSpecs(vehicle, i18n, locale);
  const heavy = heavySpecs(vehicle, i18n, locale);
  const description = text.description.trim();

  return (
    <div className={classes.root}>
      {description ? (
        <Section id="descrizione" title={<Trans>Descrizione</Trans>}>
          {/* The office's words in the page's language, or the Italian ones marked as such. */}
          <Text className={classes.description} lang={text.italian.description ? 'it' : undefined} dir="auto">
            {description}
          </Text>
          {text.italian.description ? <ItalianNote /> : null}
        </Section>
      ) : null}

      {heavy.length > 0 ? (
        <Section id="dati-mezzo" title={<Trans>Dati del mezzo</Trans>}>
          <SpecList specs={heavy} testId="heavy-figures" />
        </Section>
      ) : null}

      <Section id="caratteristiche-tecniche" title={<Trans>Caratteristiche tecniche</Trans>}>
        <SpecList specs={technical} testId="technical-specs" />
      </Section>

      {performance.length > 0 ? (
        <Section id="prestazioni" title={<Trans>Prestazioni</Trans>}>
          <SpecList specs={performance} testId="performance" />
        </Section>
      ) : null}

      {sale.length > 0 ? (
        <Section id="dati-vendita" title={<Trans>Dati del veicolo</Trans>}>
          <SpecList specs={sale} testId="sale-facts" />
        </Section>
      ) : null}

      {rental.length > 0 ? (
        <Section id="condizioni-noleggio" title={<Trans>Condizioni di noleggio</Trans>}>
          <SpecList specs={rental} testId="rental-terms" />
        </Section>
      ) : null}

      {text.features.length > 0 ? (
        <Section id="dotazioni" title={<Trans>Dotazioni</Trans>}>
          <ul className={classes.features} lang={text.italian.features ? 'it' : undefined}>
            {text.features.map((feature, index) => (
              <li key={`${index}-${feature}`}>
                <IconCircleCheck size={20} stroke={1.6} aria-hidden="true" className={classes.featureIcon} />
                <span dir="auto">{feature}</span>
              </li>
            ))}
          </ul>
          {text.italian.features ? <ItalianNote /> : null}
        </Section>
      ) : null}
    </div>
  );
}
