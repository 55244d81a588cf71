import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ContactRequest, languageInfo, REPLY_LIMITS, type ReplyTemplate, SendReplySchema } from '@nbt/validation';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { I18n } from '@lingui/core';

import {
  apiErrorMessage,
  apiFieldErrors,
  describeApiError,
  showErrorToast,
  showSuccessToast,
} from '../../../../lib/api-error';
import { schemaErrors } from '../../../../lib/error-messages';
import { intlLocale, localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';
import { AdminFormModal, FormActions } from '../../AdminFormModal';

const TEMPLATE_LABELS: Record<ReplyTemplate, MessageDescriptor> = {
  received: msg`Richiesta ricevuta, vi ricontatteremo`,
  available: msg`Veicolo disponibile`,
  unavailable: msg`Veicolo non disponibile`,
  quote: msg`Preventivo da concordare`,
};

/** The refusals only a reply meets, in the back office's words; the rest as every failure is told. */
function replyErrorMessage(error: unknown, i18n: I18n): string {
  const { messageCode, params } = describeApiError(error);
  const max = Number(params?.maximum ?? 0);
  switch (messageCode) {
    case 'REPLY_MAIL_OFF':
      return i18n._(
        msg`Risposta non inviata: il server non ha un server di posta (SMTP_URL). Rispondi dalla tua casella di posta`,
      );
    case 'REPLY_LIMIT_REQUEST':
      return i18n._(msg`Limite raggiunto: al massimo ${max} risposte per richiesta in 24 ore`);
    case 'REPLY_LIMIT_HOUR':
      return i18n._(
        msg`Limite raggiunto: il sito invia al massimo ${max} risposte all'ora, da tutti gli amministratori. Riprova più tardi`,
      );
    case 'OFFICE_MAIL_LIMIT':
      return i18n._(
        msg`Limite raggiunto: il sito invia al massimo ${max} e-mail all'ora ai clienti (risposte e conferme di prenotazione). Riprova più tardi`,
      );
    default:
      return apiErrorMessage(error, i18n);
  }
}

interface ReplyValues {
  template: ReplyTemplate | null;
  subject: string;
  body: string;
}

export interface ReplyModalProps {
  opened: boolean;
  request: ContactRequest;
  onClose: () => void;
  /** Called once the reply is queued (the card then shows it). */
  onSent: () => void;
}

/** 'Rispondi': an e-mail to the visitor, from a ready text in their language or from scratch. */
export function ReplyModal({ opened, request, onClose, onSent }: ReplyModalProps) {
  const { t } = useLingui();
  const name = `${request.firstName} ${request.lastName}`.trim();
  return (
    <AdminFormModal opened={opened} onClose={onClose} title={t`Rispondi a ${name}`} size="lg">
      <ReplyForm request={request} onCancel={onClose} onSent={onSent} />
    </AdminFormModal>
  );
}

function ReplyForm({
  request,
  onCancel,
  onSent,
}: {
  request: ContactRequest;
  onCancel: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const drafts = useQuery(trpc.admin.contactRequests.replyDrafts.queryOptions({ id: request.id }));
  const send = useMutation(trpc.admin.contactRequests.sendReply.mutationOptions());
  const form = useForm<ReplyValues>({
    mode: 'controlled',
    initialValues: { template: null, subject: '', body: '' },
    validate: (values) => schemaErrors(SendReplySchema, { id: request.id, ...values }, i18n),
  });
  // The visitor's language sets the fields' direction (an Arabic reply reads right to left in the Italian back office).
  const visitorText = { dir: languageInfo(request.language).dir, styles: { input: { textAlign: 'start' as const } } };
  const languageName =
    new Intl.DisplayNames([intlLocale(localeOf(i18n.locale))], { type: 'language' }).of(request.language) ??
    request.language;

  function chooseTemplate(value: string | null) {
    const draft = drafts.data?.find((item) => item.template === value);
    form.setFieldValue('template', draft?.template ?? null);
    if (draft) {
      form.setFieldValue('subject', draft.subject);
      form.setFieldValue('body', draft.body);
    }
  }

  async function submit(values: ReplyValues) {
    try {
      await send.mutateAsync({ id: request.id, ...values });
      showSuccessToast(t`Risposta in coda`, t`L'e-mail sarà inviata a ${request.email} a breve`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.replies.queryKey({ id: request.id }) }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.search.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.countNew.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.pulse.queryKey() }),
      ]);
      onSent();
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n));
      showErrorToast(t`Errore`, t`Impossibile inviare la risposta`, replyErrorMessage(error, i18n));
    }
  }

  const templateOptions = (drafts.data ?? []).map((draft) => ({
    value: draft.template,
    label: i18n._(TEMPLATE_LABELS[draft.template]),
  }));

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            A: <span dir="ltr">{request.email}</span>. Il cliente potrà rispondere all'indirizzo dell'ufficio.
          </Trans>
        </Text>
        {drafts.isError && (
          <Alert color="red" variant="light">
            {apiErrorMessage(drafts.error, i18n)}
          </Alert>
        )}
        <Select
          label={t`Testo pronto`}
          description={t`Scritto in ${languageName}, la lingua della richiesta; modificalo prima di inviare`}
          placeholder={drafts.isPending ? t`Caricamento…` : t`Nessuno: scrivi da zero`}
          data={templateOptions}
          value={form.values.template}
          onChange={chooseTemplate}
          clearable
          disabled={drafts.isPending}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t`Oggetto`}
          withAsterisk
          maxLength={REPLY_LIMITS.subject}
          {...visitorText}
          data-autofocus
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t`Messaggio`}
          description={t`Testo semplice, senza formattazione`}
          withAsterisk
          autosize
          minRows={8}
          maxRows={18}
          maxLength={REPLY_LIMITS.body}
          {...visitorText}
          {...form.getInputProps('body')}
        />
        <FormActions
          onCancel={onCancel}
          saving={send.isPending}
          submitLabel={
            <>
              <IconSend size={18} stroke={1.6} aria-hidden style={{ marginInlineEnd: 6 }} />
              <Trans>Invia</Trans>
            </>
          }
        />
      </Stack>
    </form>
  );
}
