import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Office } from '@nbt/validation';
import { IconAlertCircle, IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { OfficeCard } from '../OfficeCard';
import { OfficeFormModal } from '../OfficeFormModal';

/** 'Informazioni': the company's offices, added, edited and deleted in place. */
export function OfficesTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const offices = useQuery(trpc.offices.list.queryOptions());

  // The office stays in state while the dialog closes, so its title does not flip mid-animation.
  const [dialog, setDialog] = useState<{ opened: boolean; office: Office | undefined }>({
    opened: false,
    office: undefined,
  });

  const remove = useMutation(
    trpc.admin.offices.delete.mutationOptions({
      onSuccess: async (_result, { id }) => {
        const name = offices.data?.find((office) => office.id === id)?.name ?? '';
        showSuccessToast(t`Sede eliminata`, name);
        await queryClient.invalidateQueries({ queryKey: trpc.offices.list.queryKey() });
      },
      onError: (error) => showErrorToast(t`Errore`, apiErrorMessage(error, i18n)),
    }),
  );

  function confirmDelete(office: Office) {
    modals.openConfirmModal({
      title: t`Elimina sede`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>Sei sicuro di voler eliminare questa sede?</Trans>
        </Text>
      ),
      labels: { confirm: t`Elimina`, cancel: t`Annulla` },
      // White on red.9 passes 4.5:1 on the dark theme.
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      onConfirm: () => remove.mutate({ id: office.id }),
    });
  }

  const list = offices.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            <Trans>Sedi aziendali</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Indirizzi, contatti e orari mostrati nel footer e nelle pagine pubbliche del sito.</Trans>
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} stroke={1.8} aria-hidden />}
          onClick={() => setDialog({ opened: true, office: undefined })}
        >
          <Trans>Aggiungi Sede</Trans>
        </Button>
      </Group>

      {offices.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label={t`Caricamento delle sedi`}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={360} radius="lg" />
          ))}
        </SimpleGrid>
      ) : offices.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t`Errore`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>Impossibile caricare le sedi.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => void offices.refetch()}>
              <Trans>Riprova</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconBuildingStore size={28} stroke={1.5} aria-hidden />}
          withIndicatorBackground
          py="xl"
          description={t`Nessuna sede configurata. Aggiungi la prima sede aziendale.`}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {list.map((office) => (
            <OfficeCard
              key={office.id}
              office={office}
              onEdit={() => setDialog({ opened: true, office })}
              onDelete={() => confirmDelete(office)}
              deleting={remove.isPending && remove.variables?.id === office.id}
            />
          ))}
        </SimpleGrid>
      )}

      <OfficeFormModal
        opened={dialog.opened}
        office={dialog.office}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
