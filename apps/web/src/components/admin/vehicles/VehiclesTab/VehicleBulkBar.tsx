import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Menu, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BulkVehicleChange } from '@nbt/validation';
import { ADMIN_VEHICLE_LIMITS } from '@nbt/validation/rules';
import { IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { useRefreshVehicles } from '../use-refresh-vehicles';
import { filtersOf, type VehicleSearchParams } from '../vehicle-search-params';

/** What is ticked: some vehicles by id, or every vehicle the search matches. */
export type VehicleSelection = { kind: 'ids'; ids: ReadonlySet<number> } | { kind: 'all' };

const CHANGES: { change: Exclude<BulkVehicleChange, { kind: 'delete' }>; label: MessageDescriptor }[] = [
  { change: { kind: 'available', value: true }, label: msg`Rendi disponibili` },
  { change: { kind: 'available', value: false }, label: msg`Rendi non disponibili` },
  { change: { kind: 'status', value: 'disponibile' }, label: msg`Stato: Disponibile` },
  { change: { kind: 'status', value: 'in_trattativa' }, label: msg`Stato: In trattativa` },
  { change: { kind: 'status', value: 'venduto' }, label: msg`Stato: Venduto` },
  { change: { kind: 'hide_price', value: true }, label: msg`Nascondi prezzo` },
  { change: { kind: 'hide_price', value: false }, label: msg`Mostra prezzo` },
];

export interface VehicleBulkBarProps {
  selection: VehicleSelection;
  search: VehicleSearchParams;
  /** Vehicles matching the search, and the ids of those on this page. */
  total: number;
  pageIds: number[];
  onSelectionChange: (selection: VehicleSelection) => void;
}

/** The selection's count, its widening to the page or to every match, and the changes it takes. */
export function VehicleBulkBar({ selection, search, total, pageIds, onSelectionChange }: VehicleBulkBarProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const refreshVehicles = useRefreshVehicles();
  const bulk = useMutation(trpc.admin.vehicles.bulk.mutationOptions());

  const count = selection.kind === 'all' ? total : selection.ids.size;
  const pageTicked = selection.kind === 'all' || (pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id)));
  const somePageTicked = selection.kind === 'ids' && pageIds.some((id) => selection.ids.has(id));
  const max = ADMIN_VEHICLE_LIMITS.maxBulk;
  const tooMany = count > max;

  const tickPage = (checked: boolean) => {
    const ids = new Set(selection.kind === 'ids' ? selection.ids : []);
    for (const id of pageIds) {
      if (checked) ids.add(id);
      else ids.delete(id);
    }
    onSelectionChange({ kind: 'ids', ids });
  };

  const apply = (change: BulkVehicleChange, label: string) => {
    const run = async () => {
      try {
        const input =
          selection.kind === 'all' ? { match: filtersOf(search), change } : { ids: [...selection.ids], change };
        const { count: changed } = await bulk.mutateAsync(input);
        onSelectionChange({ kind: 'ids', ids: new Set() });
        await refreshVehicles();
        showSuccessToast(
          change.kind === 'delete' ? t`Veicoli eliminati: ${changed}` : t`Veicoli aggiornati: ${changed}`,
          label,
        );
      } catch (error) {
        showErrorToast(t`Errore`, t`Si è verificato un errore durante l'operazione`, apiErrorMessage(error, i18n));
      }
    };
    const danger = change.kind === 'delete';
    modals.openConfirmModal({
      title: t`Modifica multipla`,
      children: (
        <Text size="sm">
          {danger ? (
            <Plural
              value={count}
              one="Eliminare definitivamente # veicolo? Le foto non usate da altri veicoli vengono cancellate."
              other="Eliminare definitivamente # veicoli? Le foto non usate da altri veicoli vengono cancellate."
            />
          ) : (
            <Plural
              value={count}
              one={`«${label}»: applicare a # veicolo?`}
              other={`«${label}»: applicare a # veicoli?`}
            />
          )}
        </Text>
      ),
      labels: {
        confirm: danger ? t`Elimina` : t`Applica`,
        cancel: t`Annulla`,
      },
      confirmProps: { color: danger ? 'red.9' : 'gold.5' },
      closeButtonProps: { 'aria-label': t`Chiudi` },
      centered: true,
      onConfirm: () => void run(),
    });
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <Checkbox
            label={t`Seleziona la pagina`}
            checked={pageTicked}
            indeterminate={!pageTicked && somePageTicked}
            disabled={pageIds.length === 0}
            onChange={(event) => tickPage(event.currentTarget.checked)}
          />
          <Text size="sm" role="status">
            <Plural
              value={count}
              _0="Nessun veicolo selezionato"
              one="# veicolo selezionato"
              other="# veicoli selezionati"
            />
          </Text>
          {selection.kind === 'ids' && total > pageIds.length ? (
            <Button size="xs" variant="subtle" onClick={() => onSelectionChange({ kind: 'all' })}>
              <Trans>Seleziona tutti i {total} risultati</Trans>
            </Button>
          ) : null}
          {count > 0 ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => onSelectionChange({ kind: 'ids', ids: new Set() })}
            >
              <Trans>Deseleziona</Trans>
            </Button>
          ) : null}
        </Group>
        <Group gap="xs">
          {tooMany ? (
            <Text size="sm" c="red.4">
              <Trans>Al massimo {max} veicoli per modifica multipla</Trans>
            </Text>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="light"
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={count === 0 || tooMany}
                loading={bulk.isPending}
              >
                <Trans>Modifica selezionati</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {CHANGES.map(({ change, label }) => (
                <Menu.Item key={`${change.kind}-${String(change.value)}`} onClick={() => apply(change, i18n._(label))}>
                  {i18n._(label)}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => apply({ kind: 'delete' }, t`Elimina`)}
              >
                <Trans>Elimina selezionati</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
