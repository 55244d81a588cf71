// The fields' styles load with the form, not with every page (in the order of Mantine's stylesheet).
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ContactRequestInput } from '@nbt/validation';
// The zod-free entry: this form loads with the home page, and the schemas would bring zod with them.
import {
  asksForOperator,
  COMPANY,
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  contactFormIssues,
  type ContactService,
} from '@nbt/validation/rules';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { apiFieldErrors } from '../../../lib/api-error';
import { localeOf } from '../../../lib/i18n';
import { issueErrors } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { lazyWithQueries, usePublicValue } from '../../../lib/public-data';
import { trpcClient } from '../../../lib/trpc-client';
import classes from './ContactForm.module.css';
import { contactMailto } from './mailto';
import { SERVICE_LABELS, serviceForVehicle } from './messages';
import { type ChosenTimes, type RentalDays, RentalTimeFields } from './RentalTimes';
import { OperatorChoice } from './OperatorChoice';
import { useOfferChoice } from './use-offer-choice';
import type { OfferSearch } from '../../vehicles/RentalDates/offer-choice';

const NO_TIMES: ChosenTimes = { pickupTime: null, returnTime: null };
/** The options and the quote load only for a request with dates, not with every home page. */
const RentalOfferFields = lazyWithQueries(() =>
  import('./RentalOfferFields').then((module) => module.RentalOfferFields),
);
import { useContactFields } from './use-contact-fields';
import { type FinanceChoice, useFinanceMessage } from './finance-request';
import { TradeInFields, tradeInErrors, useTradeIn } from './TradeInFields';
import { useServiceDetails } from './use-service-details';
import { vehicleName } from './vehicle-name';

/** The vehicle's photo, name and days at the top of the form: only a request about a vehicle loads them. */
const VehicleReference = lazy(() =>
  import('./VehicleReference').then((module) => ({ default: module.VehicleReference })),
);

/** A service's own fields load when it is chosen (a link may choose it): most requests never need them. */
const ServiceDetailsFields = lazy(() =>
  import('./service-details-loader').then((loader) => loader.loadServiceDetailsFields()),
);

export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Empty until one is chosen (the native select's placeholder option). */
  service: ContactService | '';
  message: string;
  /** Honeypot: hidden from people, filled only by bots. */
  website: string;
};

const EMPTY_VALUES: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  service: '',
  message: '',
  website: '',
};

const RENTAL_SERVICE: ContactService = 'Noleggio Auto di Lusso';

export interface ContactFormProps {
  /** The vehicle the request is about (the home page's `?veicolo=` search param). */
  vehicleId?: number;
  /** Drops the vehicle from the request (clears the search param). */
  onClearVehicle?: () => void;
  /** The rental's days chosen on the vehicle's page (`?ritiro=&riconsegna=`). */
  rental?: RentalPeriod | undefined;
  /** The pick-up office chosen there (`?sede=`). */
  pickupOfficeId?: number | undefined;
  /** The service a link asked for (`?servizio=`), chosen when the form opens. */
  service?: ContactService | undefined;
  /** The options and return office chosen there (`?opzioni=&rientro=`). */
  offer?: OfferSearch | undefined;
  /** The finance chosen on the vehicle's page (`?anticipo=&mesi=`), written into the message. */
  finance?: FinanceChoice | undefined;
}

export type RentalPeriod = RentalDays;

/** Fields a visitor writes in: the text takes its own direction (an Arabic name in an Italian page). */
const TYPED = { input: classes.typed };

/** Moves focus to the first field, in the form's order, that has a message. */
function focusFirstError(form: HTMLFormElement, errors: Partial<Record<string, string>>) {
  const field = Array.from(form.elements).find(
    (element): element is HTMLInputElement => 'name' in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  field?.focus();
}

/**
 * The contact and quote form: checked in the browser with the shared zod-free rules (the same the
 * server's schema applies), sent whole to `contact.create`; on success a toast, a reset form and
 * the prefilled email draft. The service is a native select: on a phone it opens the system picker,
 * and it needs none of the listbox code a custom dropdown downloads.
 */
export function ContactForm({
  vehicleId,
  onClearVehicle,
  rental,
  pickupOfficeId,
  service,
  offer,
  finance,
}: ContactFormProps) {
  const { t, i18n } = useLingui();
  // The vehicle comes from the page's data (the list or its page read it); sending needs only the client.
  const vehicle = usePublicValue('vehicles.byId', { id: vehicleId ?? 0 }, vehicleId !== undefined);
  const [sending, setSending] = useState(false);
  // The days and the office go only with the vehicle they were chosen for.
  const rentalAsked = vehicle.data ? rental : undefined;
  const [times, setTimes] = useState<ChosenTimes>(NO_TIMES);
  const [withOperator, setWithOperator] = useState<boolean | null>(null);
  const chosenOffer = useOfferChoice(offer);
  // A car in part exchange goes with a vehicle for sale only.
  const trade = useTradeIn();
  const tradeInAsked = vehicle.data && vehicle.data.listing_type !== 'rental' ? trade : undefined;
  const details = useServiceDetails(vehicleId !== undefined);

  // The service a link names comes chosen; a request with rental dates is a rental's.
  const initialService = service ?? (rental ? RENTAL_SERVICE : '');
  const form = useContactFields({ ...EMPTY_VALUES, service: initialService }, (values) => {
    const issues = [...contactFormIssues(values), ...details.issues(values.service)];
    const errors: Partial<Record<string, string>> = issueErrors(issues, i18n);
    // A day the office is closed offers no time: the request waits for another day.
    if (rentalAsked && times.pickupTime === null) errors.pickupTime = t`Sede chiusa in questo giorno`;
    if (rentalAsked && times.returnTime === null) errors.returnTime = t`Sede chiusa in questo giorno`;
    const tradeInMissing = tradeInAsked ? tradeInErrors(tradeInAsked, t`Campo obbligatorio`) : {};
    return { ...errors, ...tradeInMissing, ...details.errors(values.service, t`Campo obbligatorio`) };
  });
  useFinanceMessage(vehicle.data, finance, form);
  // A request about a vehicle is for its service (buying it, renting a car or a truck), chosen
  // once the vehicle is known; a service the visitor chose meanwhile stays.
  const suggested = vehicle.data ? serviceForVehicle(vehicle.data) : undefined;
  const [suggestedBefore, setSuggestedBefore] = useState<ContactService | undefined>(undefined);
  if (suggested !== suggestedBefore) {
    setSuggestedBefore(suggested);
    const current = form.values.service;
    if (suggested && (current === '' || current === initialService || current === suggestedBefore)) {
      form.setFieldValue('service', suggested);
    }
  }

  const serviceOptions = useMemo(
    () => [
      { value: '', label: i18n._(msg`Seleziona un servizio`), disabled: true },
      ...CONTACT_SERVICES.map((service) => ({ value: service, label: i18n._(SERVICE_LABELS[service]) })),
    ],
    [i18n],
  );

  const detailKind = details.kindOf(form.values.service);

  // Where focus goes once a send is over: the success message, or the first field in error.
  const successRef = useRef<HTMLDivElement>(null);
  const [received, setReceived] = useState<string | null>(null);

  const submit = form.onSubmit(
    (values, formElement) => {
      setReceived(null);
      // Only a vehicle that really loaded is referenced; the server drops unknown ids anyway.
      // Trimmed as the server stores them, so the e-mail draft says what was saved.
      const data = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        // The check above let the submit through only with a service chosen.
        service: values.service as ContactService,
        message: values.message.trim(),
        website: values.website,
        vehicleId: vehicle.data?.id ?? null,
        ...(rentalAsked && times.pickupTime && times.returnTime
          ? { ...rentalAsked, pickupTime: times.pickupTime, returnTime: times.returnTime }
          : {}),
        ...(vehicle.data && pickupOfficeId !== undefined ? { pickupOfficeId } : {}),
        ...(vehicle.data && asksForOperator(vehicle.data) ? { withOperator } : {}),
        ...(rentalAsked ? chosenOffer.payload : {}),
        tradeIn: tradeInAsked?.payload() ?? null,
        serviceDetails: details.payload(values.service),
        language: localeOf(i18n.locale),
        // The page the request came from, for the office's notification.
        page: `${window.location.pathname}${window.location.search}`.slice(0, CONTACT_LIMITS.page),
      } satisfies ContactRequestInput;
      setSending(true);
      trpcClient()
        .contact.create.mutate(data)
        .then(
          (answer) => {
            setSending(false);
            // The site that mails the office itself opens no draft; it says what the visitor will get.
            const message = !answer.mailed
              ? t`La tua richiesta è stata salvata e la mail è stata aperta nel tuo client di posta.`
              : answer.confirmation
                ? t`Abbiamo ricevuto la tua richiesta: ti abbiamo inviato una conferma via e-mail e ti risponderemo al più presto.`
                : t`Abbiamo ricevuto la tua richiesta e ti risponderemo al più presto.`;
            showToast({ title: t`Richiesta inviata!`, message, color: 'green' });
            form.reset();
            trade.reset();
            details.reset();
            setReceived(message);
            if (!answer.mailed) {
              const named = vehicle.data ? vehicleName(vehicle.data) : undefined;
              window.location.href = contactMailto(COMPANY.email, { ...data, vehicle: named }, i18n);
            }
          },
          (error: unknown) => {
            setSending(false);
            // What the server refused (a limit this page's code did not know yet), on its field.
            const errors = apiFieldErrors(error, i18n);
            form.setErrors(errors);
            focusFirstError(formElement, errors);
            showToast({
              title: t`Errore nell'invio`,
              message: t`Si è verificato un errore. Riprova più tardi.`,
              color: 'red',
            });
          },
        );
    },
    (errors, formElement) => focusFirstError(formElement, errors),
  );

  // The success message takes focus once it is shown, so a screen reader reads it and the
  // keyboard carries on from there.
  useEffect(() => {
    if (received) successRef.current?.focus();
  }, [received]);

  return (
    <form onSubmit={submit} noValidate className={classes.form} aria-label={t`Modulo di contatto`}>
      <Stack gap="md">
        {received ? (
          <div ref={successRef} tabIndex={-1} role="status" className={classes.received}>
            <IconCheck size={22} stroke={1.6} aria-hidden="true" className={classes.receivedIcon} />
            <div>
              <Text fw={600} c="white">
                <Trans>Richiesta inviata!</Trans>
              </Text>
              <Text size="sm">{received}</Text>
            </div>
          </div>
        ) : null}
        {vehicle.data ? (
          <Suspense fallback={null}>
            <VehicleReference vehicle={vehicle.data} rental={rental} times={times} onClear={onClearVehicle} />
          </Suspense>
        ) : null}
        {vehicle.data ? (
          <OperatorChoice vehicle={vehicle.data} value={withOperator} onChange={setWithOperator} />
        ) : null}
        {rentalAsked ? (
          <RentalTimeFields
            rental={rentalAsked}
            pickupOfficeId={pickupOfficeId}
            errors={form.errors}
            onChange={setTimes}
          />
        ) : null}
        {rentalAsked && vehicle.data ? (
          <Suspense fallback={null}>
            <RentalOfferFields
              vehicle={vehicle.data}
              rental={rentalAsked}
              times={times}
              pickupOfficeId={pickupOfficeId}
              offer={chosenOffer}
              errors={form.errors}
            />
          </Suspense>
        ) : null}
        <div className={classes.grid}>
          <TextInput
            label={t`Nome`}
            name="firstName"
            classNames={TYPED}
            required
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Cognome`}
            name="lastName"
            classNames={TYPED}
            required
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t`Email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <TextInput label={t`Telefono`} name="phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </div>
        <NativeSelect
          label={t`Servizio`}
          name="service"
          required
          data={serviceOptions}
          {...form.getInputProps('service')}
        />
        {detailKind ? (
          <Suspense fallback={null}>
            <ServiceDetailsFields
              key={`${detailKind}-${details.sent}`}
              kind={detailKind}
              onChange={details.onChange}
              form={form}
            />
          </Suspense>
        ) : null}
        <Textarea
          label={t`Messaggio`}
          name="message"
          classNames={TYPED}
          required
          rows={6}
          resize="vertical"
          placeholder={t`Raccontaci di cosa hai bisogno: date, veicolo, luogo…`}
          {...form.getInputProps('message')}
        />

        {tradeInAsked ? <TradeInFields trade={tradeInAsked} form={form} /> : null}
        {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
        <div className={classes.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">
            <Trans>Sito web (lascia vuoto questo campo)</Trans>
          </label>
          <input
            id="contact-website"
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
          />
        </div>

        <Group justify="space-between" align="center" gap="md" mt="xs" className={classes.footer}>
          <Text size="xs" className={classes.required}>
            <Trans>I campi contrassegnati con * sono obbligatori.</Trans>
          </Text>
          <Button
            type="submit"
            size="md"
            disabled={sending}
            rightSection={sending ? null : <IconSend size={18} stroke={1.6} aria-hidden="true" />}
          >
            {sending ? <Trans>Invio in corso...</Trans> : <Trans>Invia richiesta</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
