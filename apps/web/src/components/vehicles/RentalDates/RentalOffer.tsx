// The option fields' styles load with them, not with every page.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, Text } from '@mantine/core';
import type { RentalOption, Vehicle } from '@nbt/validation';
import { localized, offeredFor, pickMainOffice } from '@nbt/validation/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDailyPrice } from '../../../lib/format';
import { shownPrices } from '../../../lib/presentation/vehicles';
import { useTRPC } from '../../../lib/trpc';
import { useLocale } from '../use-locale';
import { type OfferChoice, withQuantity } from './offer-choice';
import { QuoteLines } from './QuoteLines';
import classes from './RentalOffer.module.css';
import { useRentalQuote } from './use-rental-quote';

type Errors = Partial<Record<string, string | undefined>>;

export interface RentalOfferProps {
  vehicle: Pick<Vehicle, 'id' | 'vehicle_category' | 'listing_type' | 'price_per_day' | 'sale_price_euros'>;
  /** The rental's days and times; null while they are not all chosen (nothing is priced then). */
  rental: { pickupDate: string; returnDate: string; pickupTime: string | null; returnTime: string | null } | null;
  /** The pick-up office chosen; null: the main one (the office agrees it with the visitor). */
  pickupOfficeId: number | null;
  choice: OfferChoice;
  onChange: (choice: OfferChoice) => void;
  /** What the server refused in a sent request, by its field ('options.0.id', 'returnOfficeId'). */
  errors?: Errors | undefined;
}

/**
 * The rental's offer under its dates: the options the vehicle's category is offered (a checkbox, or
 * how many when more than one can be taken), the office the car goes back to with its one-way fee,
 * and the quote the server prices from all of it, line by line, its total read out as it changes.
 */
export function RentalOffer({ vehicle, rental, pickupOfficeId, choice, onChange, errors = {} }: RentalOfferProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const trpc = useTRPC();
  const headingId = useId();
  const officeList = useQuery(trpc.offices.list.queryOptions()).data;
  const optionList = useQuery(trpc.rentalOptions.list.queryOptions()).data;
  const offices = (officeList ?? []).filter((office) => office.isActive);
  const catalogue = (optionList ?? []).filter((option) => offeredFor(option, vehicle.vehicle_category));
  const priced = shownPrices(vehicle).daily !== null;
  // The counter the car leaves from; the server takes the main office when none was chosen.
  const pickupId = pickupOfficeId ?? pickMainOffice(offices)?.id ?? null;
  // The offices that take the car back from another one (a fee is set), other than the pick-up one.
  const returnOffices = offices.filter((office) => office.oneWayFeeCents !== null && office.id !== pickupId);
  // A choice carried from another page (or made before the pick-up office changed) keeps only what
  // is offered here now: the server would refuse the rest, on fields this form does not show.
  const options = optionList
    ? choice.options.filter(({ id, quantity }) =>
        catalogue.some((option) => option.id === id && quantity <= option.max_quantity),
      )
    : choice.options;
  const returnOfficeId =
    officeList && !returnOffices.some((office) => office.id === choice.returnOfficeId) ? null : choice.returnOfficeId;
  const narrowed = options.length !== choice.options.length || returnOfficeId !== choice.returnOfficeId;
  useEffect(() => {
    if (narrowed) onChange({ options, returnOfficeId });
  });
  // A refusal stays on its field until the visitor changes the choice it was about.
  const [answered, setAnswered] = useState<Errors | null>(null);
  const shownErrors = errors === answered ? {} : errors;
  const change = (next: OfferChoice) => {
    setAnswered(errors);
    onChange(next);
  };

  const quote = useRentalQuote(
    rental && rental.pickupTime && rental.returnTime
      ? {
          vehicleId: vehicle.id,
          pickupDate: rental.pickupDate,
          returnDate: rental.returnDate,
          pickupTime: rental.pickupTime,
          returnTime: rental.returnTime,
          options,
          pickupOfficeId,
          returnOfficeId,
        }
      : null,
  );

  const unitPrice = (option: RentalOption) => {
    const price = formatDailyPrice(option.price_cents, locale);
    return option.per === 'day' ? t`${price} al giorno` : t`${price} a noleggio`;
  };
  const optionField = (option: RentalOption) => {
    const index = choice.options.findIndex((chosen) => chosen.id === option.id);
    const quantity = index === -1 ? 0 : choice.options[index]!.quantity;
    // Named as the request names it, so a refused send's focus finds it.
    const path =
      index === -1 ? undefined : `options.${index}.${shownErrors[`options.${index}.quantity`] ? 'quantity' : 'id'}`;
    const error =
      index === -1 ? undefined : (shownErrors[`options.${index}.id`] ?? shownErrors[`options.${index}.quantity`]);
    const name = localized(option.name, locale);
    // A description is optional, in Italian too.
    const description = (locale !== 'it' && option.description[locale]) || option.description.it || '';
    const details = [description, priced ? unitPrice(option) : ''].filter(Boolean).join(' · ');
    if (option.max_quantity === 1) {
      return (
        <Checkbox
          key={option.id}
          name={path}
          label={name}
          description={details || undefined}
          error={error}
          checked={quantity > 0}
          onChange={(event) => change(withQuantity(choice, option.id, event.currentTarget.checked ? 1 : 0))}
          classNames={{ description: classes.details }}
        />
      );
    }
    return (
      <NativeSelect
        key={option.id}
        name={path}
        label={name}
        description={details || undefined}
        error={error}
        value={String(quantity)}
        onChange={(event) => change(withQuantity(choice, option.id, Number(event.currentTarget.value)))}
        data={Array.from({ length: option.max_quantity + 1 }, (_, count) => String(count))}
        classNames={{ description: classes.details }}
      />
    );
  };

  const total = quote.data?.totalCents ?? null;
  return (
    <section className={classes.root} aria-labelledby={headingId}>
      <Text component="h3" id={headingId} fw={700} size="md">
        <Trans>Opzioni e preventivo</Trans>
      </Text>
      {catalogue.length > 0 ? (
        <fieldset className={classes.options}>
          <legend className={classes.legend}>
            <Trans>Opzioni</Trans>
          </legend>
          {catalogue.map(optionField)}
        </fieldset>
      ) : null}
      {returnOffices.length > 0 ? (
        <NativeSelect
          label={t`Sede di riconsegna`}
          name="returnOfficeId"
          value={returnOfficeId === null ? '' : String(returnOfficeId)}
          error={shownErrors.returnOfficeId}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ ...choice, returnOfficeId: value ? Number(value) : null });
          }}
          data={[
            { value: '', label: t`La stessa del ritiro` },
            ...returnOffices.map((office) => {
              const place = `${office.name}, ${office.city}`;
              const fee = formatDailyPrice(office.oneWayFeeCents ?? 0, locale);
              return { value: String(office.id), label: priced ? t`${place} (supplemento ${fee})` : place };
            }),
          ]}
        />
      ) : null}
      <div aria-busy={quote.isFetching}>
        <QuoteLines
          quote={quote.data}
          total={
            // The total, or why there is none, is read out whenever it changes.
            <p className={classes.total} aria-live="polite" aria-atomic="true" data-testid="quote-total">
              {quote.error ? (
                <span className={classes.error}>{apiErrorMessage(quote.error, i18n)}</span>
              ) : !rental?.pickupTime || !rental.returnTime ? null : !quote.data ? (
                <Trans>Calcolo del preventivo…</Trans>
              ) : total === null ? (
                <Trans>Il prezzo ti sarà comunicato dall'ufficio.</Trans>
              ) : (
                <>
                  <span>
                    <Trans>Totale</Trans>
                  </span>{' '}
                  <bdi>{formatDailyPrice(total, locale)}</bdi>
                </>
              )}
            </p>
          }
        />
      </div>
    </section>
  );
}
