import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { fileNameFromContentDisposition, saveBlob } from '../../../../lib/download';
import { exportFileName } from '../files';

/** The REST download of the whole database as an Excel workbook (.xlsx). */
const EXPORT_URL = '/api/admin/export';

/** 'Esporta Excel': downloads the workbook under the name the server gives it. */
export function ExportButton() {
  const { t } = useLingui();
  const [loading, setLoading] = useState(false);

  async function download() {
    setLoading(true);
    try {
      const response = await fetch(EXPORT_URL, { credentials: 'include' });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const blob = await response.blob();
      const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? exportFileName();
      saveBlob(blob, fileName);
      showSuccessToast(t`Esportazione completata`, t`Il database è stato esportato in Excel con successo`);
    } catch {
      showErrorToast(t`Errore esportazione`, t`Si è verificato un errore durante l'esportazione Excel`);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} stroke={1.6} aria-hidden />}
      loading={loading}
      onClick={() => void download()}
    >
      <Trans>Esporta Excel</Trans>
    </Button>
  );
}
