import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatEuro, type RentalOption, TRANSLATION_LANGUAGES } from '@nbt/validation';
import { IconListDetails } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { categoryLabel } from '../../../../lib/presentation/vehicles';
import { useTRPC } from '../../../../lib/trpc';
import { AdminListSection, DeleteButton, EditButton, useDeleteConfirm } from '../../AdminListSection';
import { RentalOptionFormModal } from '../RentalOptionFormModal';

/** 'Listino': the options a visitor may add to a rental, added, edited and deleted in place. */
export function RentalOptionsTab() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const askDelete = useDeleteConfirm();
  const options = useQuery(trpc.admin.rentalOptions.list.queryOptions());

  // The option stays in state while the dialog closes, so its title does not flip mid-animation.
  const [dialog, setDialog] = useState<{ opened: boolean; option: RentalOption | undefined }>({
    opened: false,
    option: undefined,
  });

  const remove = useMutation(
    trpc.admin.rentalOptions.delete.mutationOptions({
      onSuccess: async (_result, { id }) => {
        const name = options.data?.find((option) => option.id === id)?.name.it ?? '';
        showSuccessToast(t`Opzione eliminata`, name);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.rentalOptions.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.rentalOptions.list.queryKey() }),
        ]);
      },
      onError: (error) => showErrorToast(t`Errore`, apiErrorMessage(error, i18n)),
    }),
  );

  const confirmDelete = (option: RentalOption) => {
    const name = option.name.it;
    askDelete({
      title: t`Elimina opzione`,
      question: (
        <Trans>Eliminare «{name}»? Le richieste già inviate conservano il prezzo con cui sono state fatte.</Trans>
      ),
      onConfirm: () => remove.mutate({ id: option.id }),
    });
  };

  const list = options.data ?? [];

  return (
    <AdminListSection
      title={<Trans>Listino</Trans>}
      description={
        <Trans>
          Protezioni ed extra che i visitatori aggiungono al noleggio, con il loro prezzo. I prezzi per durata di ogni
          veicolo si impostano nella sua scheda.
        </Trans>
      }
      addLabel={<Trans>Aggiungi opzione</Trans>}
      onAdd={() => setDialog({ opened: true, option: undefined })}
      query={options}
      loading={
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label={t`Caricamento del listino`}>
          {[0, 1].map((key) => (
            <Skeleton key={key} height={160} radius="lg" />
          ))}
        </SimpleGrid>
      }
      errorMessage={<Trans>Impossibile caricare il listino.</Trans>}
      isEmpty={list.length === 0}
      emptyIcon={<IconListDetails size={28} stroke={1.5} aria-hidden />}
      emptyDescription={t`Nessuna opzione nel listino. Aggiungi la prima, per esempio la kasko.`}
      dialog={
        <RentalOptionFormModal
          opened={dialog.opened}
          option={dialog.option}
          onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        />
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {list.map((option) => (
          <RentalOptionCard
            key={option.id}
            option={option}
            onEdit={() => setDialog({ opened: true, option })}
            onDelete={() => confirmDelete(option)}
            deleting={remove.isPending && remove.variables?.id === option.id}
          />
        ))}
      </SimpleGrid>
    </AdminListSection>
  );
}

interface RentalOptionCardProps {
  option: RentalOption;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One option as the Listino tab lists it: its price and how it is charged, its limits and languages. */
function RentalOptionCard({ option, onEdit, onDelete, deleting }: RentalOptionCardProps) {
  const { t, i18n } = useLingui();
  const titleId = `rental-option-${option.id}-name`;
  const price = formatEuro(option.price_cents / 100, 'it', 2);
  const translated = TRANSLATION_LANGUAGES.filter((code) => option.name[code]).length;
  const languages = TRANSLATION_LANGUAGES.length;
  const most = option.max_quantity;

  return (
    <Card withBorder component="article" aria-labelledby={titleId} p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {option.name.it}
          </Title>
          {!option.active && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              <Trans>Non attiva</Trans>
            </Badge>
          )}
        </Group>
        {option.description.it && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {option.description.it}
          </Text>
        )}
        <Text fw={600}>
          {option.per === 'day' ? <Trans>{price} al giorno</Trans> : <Trans>{price} a noleggio</Trans>}
        </Text>
        <Group gap="xs">
          <Badge variant="outline">
            <Trans>Fino a {most}</Trans>
          </Badge>
          {option.categories.map((category) => (
            <Badge key={category} variant="outline" color="gray">
              {categoryLabel(i18n, category)}
            </Badge>
          ))}
          <Badge variant="outline" color="gray">
            {t`Traduzioni: ${translated}/${languages}`}
          </Badge>
        </Group>
        <Group gap="sm" pt="xs">
          <EditButton name={option.name.it} onClick={onEdit} />
          <DeleteButton name={option.name.it} onClick={onDelete} loading={deleting} />
        </Group>
      </Stack>
    </Card>
  );
}
