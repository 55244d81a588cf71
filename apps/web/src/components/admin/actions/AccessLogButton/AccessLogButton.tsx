import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';

import { describeApiError, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { saveBlob } from '../../../../lib/download';
import { useTRPCClient } from '../../../../lib/trpc';
import { accessLogFileName, formatAccessLog } from '../files';

/**
 * 'Log accessi': downloads the whole access log as a text file. The server lets only the user
 * named exactly 'admin' read it; everyone else gets the denial toast.
 */
export function AccessLogButton() {
  const { t } = useLingui();
  const client = useTRPCClient();
  const [loading, setLoading] = useState(false);

  async function download() {
    setLoading(true);
    try {
      // Straight from the client, not the query cache: every click must read the log as it is now.
      const entries = await client.admin.accessLogs.list.query();
      const text = formatAccessLog(entries);
      saveBlob(new Blob([text ? `${text}\n` : ''], { type: 'text/plain;charset=utf-8' }), accessLogFileName());
      const count = entries.length;
      showSuccessToast(t`Log estratti`, t`Scaricati ${count} eventi di accesso`);
    } catch (error) {
      if (describeApiError(error).messageCode === 'ACCESS_LOG_DENIED') {
        showErrorToast(t`Accesso negato`, t`Solo l'utente admin può visualizzare i log di accesso`);
      } else {
        showErrorToast(t`Errore log`, t`Si è verificato un errore durante l'estrazione dei log`);
      }
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button
      variant="default"
      leftSection={<IconFileText size={18} stroke={1.6} aria-hidden />}
      loading={loading}
      onClick={() => void download()}
    >
      <Trans>Log accessi</Trans>
    </Button>
  );
}
