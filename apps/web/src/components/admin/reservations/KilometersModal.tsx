import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Reservation, ReservationStatusChangeSchema } from '@nbt/validation';
import { type FormEvent, useState } from 'react';

import { schemaErrors } from '../../../lib/error-messages';
import { FormFailure } from '../AdminFormModal';

export interface KilometersModalProps {
  /** The booking and the move that records the odometer; null while closed. */
  target: { reservation: Reservation; to: 'out' | 'returned' } | null;
  saving: boolean;
  /** The server's refusal, shown above the field. */
  failure: string | null;
  onSubmit: (kilometers: number) => void;
  onClose: () => void;
}

/**
 * 'Segna uscito' / 'Segna rientrato': asks the odometer's kilometres, the keypad of digits on a phone.
 * At return they cannot be fewer than at pick-up; the server checks the same.
 */
export function KilometersModal({ target, saving, failure, onSubmit, onClose }: KilometersModalProps) {
  const { t } = useLingui();
  const returning = target?.to === 'returned';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={returning ? t`Segna rientrato` : t`Segna uscito`}
      size="sm"
      centered
      // Above the reservation dialog it may open from.
      zIndex={300}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      {target ? (
        <KilometersForm
          key={`${target.reservation.id}-${target.to}`}
          target={target}
          saving={saving}
          failure={failure}
          onSubmit={onSubmit}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function KilometersForm({
  target,
  saving,
  failure,
  onSubmit,
  onClose,
}: Omit<KilometersModalProps, 'target'> & { target: NonNullable<KilometersModalProps['target']> }) {
  const { t, i18n } = useLingui();
  const { reservation, to } = target;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const atPickup = to === 'returned' ? reservation.kilometersOut : null;
  const vehicle = [reservation.vehicleLabel, reservation.plate].filter(Boolean).join(' ');
  const customer = reservation.customerName || t`Senza nome`;
  const pickupKm = atPickup === null ? '' : i18n.number(atPickup);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Digits only, grouped or not ('45.210', '45 210'); anything else fails the schema's whole-number rule.
    const digits = value.replace(/[\s.]/g, '');
    const kilometers = digits === '' ? null : /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
    const issue = schemaErrors(
      ReservationStatusChangeSchema,
      { id: reservation.id, status: to, kilometers },
      i18n,
      (path) => (path === 'kilometers' ? path : undefined),
    ).kilometers;
    if (issue) return setError(issue);
    if (atPickup !== null && kilometers !== null && kilometers < atPickup) {
      return setError(t`Al rientro i chilometri sono almeno quelli all'uscita: ${pickupKm}`);
    }
    setError(null);
    onSubmit(kilometers!);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {vehicle} · {customer} · {reservation.reference}
        </Text>
        <FormFailure failure={failure} />
        {/* Text with the digits' keypad: a number field would offer a decimal point and arrows. */}
        <TextInput
          label={t`Chilometri del contachilometri`}
          description={atPickup === null ? undefined : t`All'uscita: ${pickupKm} km`}
          withAsterisk
          data-autofocus
          inputMode="numeric"
          autoComplete="off"
          size="md"
          rightSection={
            <Text size="sm" c="dimmed" aria-hidden>
              km
            </Text>
          }
          maxLength={12}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" size="md" onClick={onClose} disabled={saving}>
            <Trans>Annulla</Trans>
          </Button>
          <Button type="submit" size="md" loading={saving}>
            {to === 'returned' ? <Trans>Conferma il rientro</Trans> : <Trans>Conferma l'uscita</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
