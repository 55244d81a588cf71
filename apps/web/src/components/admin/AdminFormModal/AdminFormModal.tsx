import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

import classes from './AdminFormModal.module.css';

/** Registers the check of the form inside a dialog (does it hold unsaved changes?); gives its removal. */
type RegisterDirtyCheck = (check: () => boolean) => () => void;

const DirtyCheckContext = createContext<RegisterDirtyCheck | null>(null);

/** A dialog's close that asks before discarding the changes of the form inside it. */
export interface DiscardGuard {
  /** For Escape, the close button and a click outside: closes at once without changes, asks first with. */
  requestClose: () => void;
  /** The guarded dialog's props: while the question is open, Escape and Tab belong to the question alone. */
  modalProps: Pick<ModalProps, 'closeOnEscape' | 'trapFocus'>;
  /** Given to the form inside through `<DiscardGuardScope>`. */
  registerDirtyCheck: RegisterDirtyCheck;
  /** The question itself, rendered beside the dialog. */
  question: ReactNode;
}

/** The guard of a dialog whose form may hold changes; `onClose` closes it for good. */
export function useDiscardGuard(onClose: () => void): DiscardGuard {
  const { t } = useLingui();
  const dirtyCheckRef = useRef<(() => boolean) | null>(null);
  const [asking, setAsking] = useState(false);

  const registerDirtyCheck = useCallback<RegisterDirtyCheck>((check) => {
    dirtyCheckRef.current = check;
    return () => {
      // A form opened again may have registered before the previous one went away.
      if (dirtyCheckRef.current === check) dirtyCheckRef.current = null;
    };
  }, []);

  const requestClose = () => {
    if (dirtyCheckRef.current?.()) setAsking(true);
    else onClose();
  };
  const discard = () => {
    setAsking(false);
    onClose();
  };

  const question = (
    <Modal
      opened={asking}
      onClose={() => setAsking(false)}
      title={t`Modifiche non salvate`}
      // Wide enough for both answers on one line beside each other.
      size="md"
      centered
      // Above the dialog it guards, which Mantine places at 200.
      zIndex={300}
      // Mantine's own Escape listener sits on the window beside the dialog's: the Escape that opens
      // the question would reach it too, once React has opened it, and close it at once. The
      // question answers only an Escape pressed inside it.
      closeOnEscape={false}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.nativeEvent.isComposing) setAsking(false);
      }}
      closeButtonProps={{ 'aria-label': t`Chiudi` }}
    >
      <Text size="sm">
        <Trans>Le modifiche fatte in questa finestra non sono state salvate. Scartare le modifiche?</Trans>
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
          <Trans>Continua a modificare</Trans>
        </Button>
        {/* White on red.9 passes 4.5:1 on the dark theme. */}
        <Button color="red.9" onClick={discard}>
          <Trans>Scarta modifiche</Trans>
        </Button>
      </Group>
    </Modal>
  );

  return {
    requestClose,
    // The dialog listens to Escape and Tab on the whole window: it keeps still while asking, or an
    // Escape that answers the question would ask it again and Tab would leave the question.
    modalProps: { closeOnEscape: !asking, trapFocus: !asking },
    registerDirtyCheck,
    question,
  };
}

/** Lets the forms inside `children` report their unsaved changes to the guard. */
export function DiscardGuardScope({ guard, children }: { guard: DiscardGuard; children: ReactNode }) {
  return <DirtyCheckContext value={guard.registerDirtyCheck}>{children}</DirtyCheckContext>;
}

/** Called by a @mantine/form form inside an admin dialog, so closing the dialog asks before losing its changes. */
export function useGuardFormChanges(form: { isDirty: () => boolean }) {
  const register = useContext(DirtyCheckContext);
  const { isDirty } = form;
  useEffect(() => register?.(() => isDirty()), [register, isDirty]);
}

export interface AdminFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  children: ReactNode;
}

/**
 * The back office's add/edit dialog: full screen on a phone, centred elsewhere. Escape, the close
 * button and a click outside ask first when the form inside (see useGuardFormChanges) has changes.
 */
export function AdminFormModal({ opened, onClose, title, size, children }: AdminFormModalProps) {
  const { t } = useLingui();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const guard = useDiscardGuard(onClose);

  return (
    <>
      <Modal
        opened={opened}
        onClose={guard.requestClose}
        title={title}
        size={size}
        fullScreen={fullScreen}
        centered={!fullScreen}
        classNames={{ content: classes.content, header: classes.header, title: classes.title }}
        closeButtonProps={{ 'aria-label': t`Chiudi` }}
        {...guard.modalProps}
      >
        <DiscardGuardScope guard={guard}>{children}</DiscardGuardScope>
      </Modal>
      {guard.question}
    </>
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

/** Why the form was refused (the server's words, or the dialog's own check), above its fields; nothing when `failure` is empty. */
export function FormFailure({ failure }: { failure: ReactNode }) {
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {failure}
    </Alert>
  );
}
