import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import classes from './AdminFormModal.module.css';

export interface AdminFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  children: ReactNode;
}

/** The back office's add/edit dialog: full screen on a phone, centred elsewhere. */
export function AdminFormModal({ opened, onClose, title, size, children }: AdminFormModalProps) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={fullScreen}
      centered={!fullScreen}
      classNames={{ content: classes.content, header: classes.header, title: classes.title }}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      {children}
    </Modal>
  );
}

export interface FormActionsProps {
  onCancel: () => void;
  saving: boolean;
  submitLabel: ReactNode;
}

/** The dialog's 'Annulla' and submit buttons; cancelling is off while the form saves. */
export function FormActions({ onCancel, saving, submitLabel }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        <Trans>Annulla</Trans>
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
