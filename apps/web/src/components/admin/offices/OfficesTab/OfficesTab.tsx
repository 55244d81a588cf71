import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Skeleton } from '@mantine/core';
import type { Office } from '@nbt/validation';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { AdminListSection, useDeleteConfirm } from '../../AdminListSection';
import { OfficeCard } from '../OfficeCard';
import { OfficeFormModal } from '../OfficeFormModal';

/** 'Informazioni': the company's offices, added, edited and deleted in place. */
export function OfficesTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const askDelete = useDeleteConfirm();
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

  const confirmDelete = (office: Office) =>
    askDelete({
      title: t`Elimina sede`,
      question: <Trans>Sei sicuro di voler eliminare questa sede?</Trans>,
      onConfirm: () => remove.mutate({ id: office.id }),
    });

  const list = offices.data ?? [];

  return (
    <AdminListSection
      title={<Trans>Sedi aziendali</Trans>}
      description={<Trans>Indirizzi, contatti e orari mostrati nel footer e nelle pagine pubbliche del sito.</Trans>}
      addLabel={<Trans>Aggiungi Sede</Trans>}
      onAdd={() => setDialog({ opened: true, office: undefined })}
      query={offices}
      loading={
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label={t`Caricamento delle sedi`}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={360} radius="lg" />
          ))}
        </SimpleGrid>
      }
      errorMessage={<Trans>Impossibile caricare le sedi.</Trans>}
      isEmpty={list.length === 0}
      emptyIcon={<IconBuildingStore size={28} stroke={1.5} aria-hidden />}
      emptyDescription={t`Nessuna sede configurata. Aggiungi la prima sede aziendale.`}
      dialog={
        <OfficeFormModal
          opened={dialog.opened}
          office={dialog.office}
          onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        />
      }
    >
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
    </AdminListSection>
  );
}
