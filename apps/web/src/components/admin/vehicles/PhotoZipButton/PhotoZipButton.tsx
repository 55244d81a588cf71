import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { PHOTO_ZIP_LIMITS, type VehiclePhotoZipLine, type VehiclePhotoZipPlan } from '@nbt/validation';
import { IconFileZip, IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { apiErrorMessage, showSuccessToast } from '../../../../lib/api-error';
import { AdminFormModal } from '../../AdminFormModal';
import { FileDrop, ReadingStatus } from '../../actions/FileDrop';
import { useRefreshVehicles } from '../use-refresh-vehicles';
import { applyPhotoZip, previewPhotoZip } from './photo-zip';
import { PhotoZipPlanView, type VehicleResult } from './PhotoZipPlanView';

const maxGigabytes = PHOTO_ZIP_LIMITS.fileBytes / 1024 ** 3;
const ZIP_TYPES = { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] };

type Phase = 'idle' | 'reading' | 'applying' | 'applied';
type DoneLine = Extract<VehiclePhotoZipLine, { kind: 'done' }>;

/**
 * 'Carica foto (zip)': the photos of many vehicles in one archive, each file named by its
 * vehicle's plate or id. The archive is read first as a preview (nothing written); 'Applica'
 * sends it again and shows each vehicle as the server finishes it.
 */
export function PhotoZipButton() {
  const { t, i18n } = useLingui();
  const refreshVehicles = useRefreshVehicles();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File>();
  const [plan, setPlan] = useState<VehiclePhotoZipPlan>();
  const [results, setResults] = useState<Map<number, VehicleResult>>();
  const [done, setDone] = useState<DoneLine>();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string>();
  const busy = phase === 'reading' || phase === 'applying';

  const summary = ({ added, vehicles }: DoneLine) => t`Foto aggiunte: ${added}. Veicoli aggiornati: ${vehicles}.`;

  function reset() {
    setFile(undefined);
    setPlan(undefined);
    setResults(undefined);
    setDone(undefined);
    setFailure(undefined);
    setPhase('idle');
  }

  function close() {
    if (busy) return;
    setOpened(false);
    reset();
  }

  async function preview(chosen: File) {
    reset();
    setFile(chosen);
    setPhase('reading');
    try {
      setPlan(await previewPhotoZip(chosen));
    } catch (error) {
      setFailure(apiErrorMessage(error, i18n));
    } finally {
      setPhase('idle');
    }
  }

  async function apply() {
    if (!file) return;
    setPhase('applying');
    setFailure(undefined);
    setResults(new Map());
    let ended: DoneLine | undefined;
    try {
      const complete = await applyPhotoZip(file, (line) => {
        // The plan as it stands when the apply starts: what the progress counts against.
        if (line.kind === 'plan') setPlan(line.plan);
        else if (line.kind === 'vehicle') setResults((current) => new Map(current).set(line.id, line));
        else ended = line;
      });
      setDone(ended);
      if (!complete) {
        setFailure(
          t`Collegamento interrotto: il server completa comunque il caricamento. Ricarica l'elenco dei veicoli tra qualche minuto.`,
        );
      } else if (ended?.stopped === 'IMAGES_NOT_STORED') {
        setFailure(
          t`Impossibile salvare le immagini: spazio di archiviazione non disponibile. I veicoli già completati restano aggiornati.`,
        );
      } else if (ended?.stopped === 'INTERNAL') {
        setFailure(t`Errore del server: i veicoli già completati restano aggiornati.`);
      }
      if (ended && ended.added > 0) showSuccessToast(t`Foto caricate`, summary(ended));
    } catch (error) {
      setFailure(apiErrorMessage(error, i18n));
    } finally {
      setPhase('applied');
      await refreshVehicles();
    }
  }

  const toAdd = plan?.vehicles.filter((vehicle) => vehicle.add > 0).length ?? 0;
  const finished = results?.size ?? 0;

  return (
    <>
      <Button variant="default" leftSection={<IconPhotoPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        <Trans>Carica foto (zip)</Trans>
      </Button>
      <AdminFormModal opened={opened} onClose={close} title={t`Carica foto da un archivio zip`} size="xl">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              Ogni file dell'archivio porta la targa o l'ID del veicolo, con un numero per l'ordine: AB123CD.jpg,
              AB123CD-2.jpg, AB123CD_3.webp, 42.jpg, 42-1.jpg. Le cartelle sono ammesse. Prima vedi quante foto riceve
              ogni veicolo e quali file vengono esclusi; nulla viene salvato finché non premi 'Applica'.
            </Trans>
          </Text>
          <FileDrop
            label={t`Scegli l'archivio zip delle foto`}
            idleIcon={<IconFileZip size={36} stroke={1.5} aria-hidden />}
            prompt={<Trans>Trascina qui l'archivio .zip o clicca per sceglierlo</Trans>}
            file={file}
            onFile={(chosen) => void preview(chosen)}
            onReject={() => setFailure(t`Scegli un archivio .zip di al massimo ${maxGigabytes} GB.`)}
            accept={ZIP_TYPES}
            maxSize={PHOTO_ZIP_LIMITS.fileBytes}
            disabled={busy || phase === 'applied'}
          />

          {phase === 'reading' && (
            <ReadingStatus>
              <Trans>Lettura dell'archivio…</Trans>
            </ReadingStatus>
          )}
          {phase === 'applying' && (
            <Stack gap={4} role="status">
              <Text size="sm">
                <Trans>
                  Caricamento delle foto: {finished} di {toAdd} veicoli
                </Trans>
              </Text>
              <Progress value={toAdd > 0 ? (finished / toAdd) * 100 : 0} animated aria-hidden />
            </Stack>
          )}
          {done && !failure && (
            <Alert color="green" role="status">
              {summary(done)}
            </Alert>
          )}
          {failure && (
            <Alert color="red" title={t`Caricamento non riuscito`} role="alert">
              {failure}
            </Alert>
          )}
          {plan && phase !== 'reading' && (
            <PhotoZipPlanView plan={plan} results={results} stopped={phase === 'applied' && Boolean(done?.stopped)} />
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {phase === 'applied' ? <Trans>Chiudi</Trans> : <Trans>Annulla</Trans>}
            </Button>
            {phase !== 'applied' && (
              <Button onClick={() => void apply()} disabled={toAdd === 0 || busy}>
                <Trans>Applica</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </AdminFormModal>
    </>
  );
}
