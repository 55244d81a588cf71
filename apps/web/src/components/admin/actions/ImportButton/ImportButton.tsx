import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileImport, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

import { apiErrorMessage, showSuccessToast } from '../../../../lib/api-error';
import { AdminFormModal } from '../../AdminFormModal';
import { useRefreshVehicles } from '../../vehicles/use-refresh-vehicles';
import { FileDrop, ReadingStatus } from '../FileDrop';
import { ImportPreview } from './ImportPreview';
import { type ImportAnswer, importVehicles } from './import-vehicles';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 'Importa da Excel': the export's file, changed in a spreadsheet program, comes back. The file is
 * sent first as a preview (nothing written); 'Applica' sends it again to write all of it, or nothing.
 */
export function ImportButton() {
  const { t, i18n } = useLingui();
  const refreshVehicles = useRefreshVehicles();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File>();
  const [answer, setAnswer] = useState<ImportAnswer>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  function reset() {
    setFile(undefined);
    setAnswer(undefined);
    setFailure(undefined);
  }

  function close() {
    if (busy) return;
    setOpened(false);
    reset();
  }

  async function send(chosen: File, dryRun: boolean): Promise<ImportAnswer | undefined> {
    setBusy(true);
    setFailure(undefined);
    try {
      return await importVehicles(chosen, dryRun);
    } catch (error) {
      setFailure(apiErrorMessage(error, i18n));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function preview(chosen: File) {
    setFile(chosen);
    setAnswer(await send(chosen, true));
  }

  async function apply() {
    if (!file) return;
    const applied = await send(file, false);
    if (!applied) return;
    if (applied.refused) {
      setAnswer(applied);
      return;
    }
    await refreshVehicles();
    const created = applied.result.create;
    const changed = applied.result.update.length;
    showSuccessToast(t`Importazione completata`, t`Veicoli creati: ${created}. Veicoli modificati: ${changed}.`);
    setOpened(false);
    reset();
  }

  const result = answer?.result;
  const applicable = result && result.errors.length === 0 && result.create + result.update.length > 0;

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Importa da Excel</Trans>
      </Button>
      <AdminFormModal opened={opened} onClose={close} title={t`Importa veicoli da Excel`} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              Carica il file dell'esportazione Excel modificato: il foglio 'Veicoli' viene letto riga per riga. Le righe
              senza ID creano un veicolo, quelle con l'ID modificano quel veicolo. Prima vedi cosa cambierebbe; nulla
              viene salvato finché non premi 'Applica'.
            </Trans>
          </Text>
          <FileDrop
            label={t`Scegli il file Excel da importare`}
            idleIcon={<IconFileSpreadsheet size={36} stroke={1.5} aria-hidden />}
            prompt={<Trans>Trascina qui il file .xlsx o clicca per sceglierlo</Trans>}
            file={file}
            onFile={(chosen) => void preview(chosen)}
            onReject={() => setFailure(t`Scegli un file Excel (.xlsx).`)}
            accept={{ [XLSX_TYPE]: ['.xlsx'] }}
            disabled={busy}
          />

          {busy && (
            <ReadingStatus>
              <Trans>Lettura del file…</Trans>
            </ReadingStatus>
          )}
          {failure && (
            <Alert color="red" title={t`Importazione non riuscita`} role="alert">
              {failure}
            </Alert>
          )}
          {result && !busy && <ImportPreview result={result} />}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              <Trans>Annulla</Trans>
            </Button>
            <Button onClick={() => void apply()} disabled={!applicable || busy}>
              <Trans>Applica</Trans>
            </Button>
          </Group>
        </Stack>
      </AdminFormModal>
    </>
  );
}
