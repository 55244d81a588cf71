import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminVehicle, ListingType, VehicleCategory } from '@nbt/validation';
import { DiscardGuardScope, useDiscardGuard } from '../../AdminFormModal';
import { VehicleForm } from './VehicleForm';
import classes from './VehicleFormModal.module.css';

/** What the dialog edits: an existing vehicle, a new one preset by the add button used, or a copy of another. */
export type VehicleFormTarget =
  | { mode: 'edit'; vehicle: AdminVehicle }
  | { mode: 'create'; category: VehicleCategory; listingType: ListingType }
  | { mode: 'duplicate'; vehicle: AdminVehicle };

export interface VehicleFormModalProps {
  opened: boolean;
  onClose: () => void;
  target: VehicleFormTarget | null;
  /** Changes on every opening, so the form starts from fresh values each time. */
  formKey?: string | number;
}

/** The add/edit vehicle dialog: large on desktop, full screen on phones. */
export function VehicleFormModal({ opened, onClose, target, formKey }: VehicleFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)');
  const title = target?.mode === 'edit' ? t`Modifica veicolo` : t`Aggiungi veicolo`;

  const guard = useDiscardGuard(onClose);

  return (
    <Modal.Root
      opened={opened}
      onClose={guard.requestClose}
      {...guard.modalProps}
      size="56rem"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      padding={phone ? 'md' : 'xl'}
    >
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        {/* role="none": a dialog's header is not the page's banner landmark (that is the admin header). */}
        <Modal.Header role="none" className={classes.modalHeader}>
          <Modal.Title className={classes.modalTitle}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t`Chiudi`} />
        </Modal.Header>
        <Modal.Body>
          <DiscardGuardScope guard={guard}>
            {target ? <VehicleForm key={formKey} target={target} onDone={onClose} /> : null}
          </DiscardGuardScope>
        </Modal.Body>
      </Modal.Content>
      {guard.question}
    </Modal.Root>
  );
}
