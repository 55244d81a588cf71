import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface AdminListSectionProps {
  title: ReactNode;
  description: ReactNode;
  addLabel: ReactNode;
  onAdd: () => void;
  /** The list's query: while pending `loading` shows, on error a message with 'Riprova'. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: ReactNode;
  errorMessage: ReactNode;
  isEmpty: boolean;
  emptyIcon: ReactNode;
  emptyDescription: string;
  /** The list itself, shown once it has loaded with at least one item. */
  children: ReactNode;
  /** The add/edit dialog, mounted beside the list. */
  dialog: ReactNode;
}

/** A back-office tab listing records: heading with an add button, then loading, error, empty or the list. */
export function AdminListSection(props: AdminListSectionProps) {
  const { t } = useLingui();
  const { query } = props;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {props.title}
          </Title>
          <Text c="dimmed" size="sm">
            {props.description}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />} onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Group>

      {query.isPending ? (
        props.loading
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t`Errore`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{props.errorMessage}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              <Trans>Riprova</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : props.isEmpty ? (
        <EmptyState icon={props.emptyIcon} withIndicatorBackground py="xl" description={props.emptyDescription} />
      ) : (
        props.children
      )}

      {props.dialog}
    </Stack>
  );
}

export interface DeleteConfirmOptions {
  title: string;
  question: ReactNode;
  onConfirm: () => void;
}

/** Gives a function that asks before a deletion, with the back office's red confirm button. */
export function useDeleteConfirm() {
  const { t } = useLingui();
  return ({ title, question, onConfirm }: DeleteConfirmOptions) =>
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm: t`Elimina`, cancel: t`Annulla` },
      // White on red.9 passes 4.5:1 on the dark theme.
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm,
    });
}

export interface RowButtonProps {
  /** The record's name, so a screen reader hears which one the button acts on. */
  name: string;
  onClick: () => void;
  loading?: boolean;
}

/** 'Modifica' on one record of the list. */
export function EditButton(props: RowButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconPencil size={16} stroke={1.6} aria-hidden />}
      onClick={props.onClick}
      // A property, not a bare name, keeps the catalog's positional placeholder 'Modifica {0}'.
      aria-label={t`Modifica ${props.name}`}
    >
      <Trans>Modifica</Trans>
    </Button>
  );
}

/** 'Elimina' on one record of the list, spinning while that record is being deleted. */
export function DeleteButton(props: RowButtonProps) {
  const { t } = useLingui();
  return (
    <Button
      variant="subtle"
      color="red"
      c="red.4"
      size="sm"
      leftSection={<IconTrash size={16} stroke={1.6} aria-hidden />}
      onClick={props.onClick}
      loading={props.loading}
      aria-label={t`Elimina ${props.name}`}
    >
      <Trans>Elimina</Trans>
    </Button>
  );
}
