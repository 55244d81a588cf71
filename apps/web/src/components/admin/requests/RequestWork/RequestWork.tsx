import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AddRequestNoteSchema, REQUEST_NOTE_LIMITS, type ReplyStatus } from '@nbt/validation';
import { IconNote } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { apiErrorMessage, apiFieldErrors, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { schemaErrors } from '../../../../lib/error-messages';
import { intlLocale, localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';

const REPLY_STATUS: Record<ReplyStatus, { label: MessageDescriptor; color: string }> = {
  queued: { label: msg`In coda`, color: 'yellow' },
  sent: { label: msg`Inviata`, color: 'teal' },
  failed: { label: msg`Non riuscita`, color: 'red' },
};

/** A note's or a reply's time as the office reads it: in Italy's time, whatever the browser's zone. */
function useRomeTime() {
  const { i18n } = useLingui();
  const format = new Intl.DateTimeFormat(intlLocale(localeOf(i18n.locale)), {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Rome',
  });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * The office's work on a request, loaded when opened (each reading is access-logged): the e-mails
 * sent to the visitor with where each stands, and the internal notes with the form to add one.
 */
export function RequestWork({ requestId }: { requestId: number }) {
  const trpc = useTRPC();
  const romeTime = useRomeTime();
  const { i18n } = useLingui();
  const notes = useQuery(trpc.admin.contactRequests.notes.queryOptions({ id: requestId }));
  const replies = useQuery({
    ...trpc.admin.contactRequests.replies.queryOptions({ id: requestId }),
    // A queued reply's state changes when the mail worker sends it.
    refetchInterval: (query) => (query.state.data?.some((reply) => reply.status === 'queued') ? 5_000 : false),
  });

  return (
    <Stack gap="md" data-testid="request-work">
      <WorkList
        title={<Trans>Risposte inviate</Trans>}
        items={replies.data}
        pending={replies.isPending}
        empty={<Trans>Nessuna risposta inviata dal sito.</Trans>}
      >
        {(reply) => (
          <Paper component="li" key={reply.id} withBorder p="sm" data-testid="request-reply">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {reply.subject}
              </Text>
              <Badge variant="dot" color={REPLY_STATUS[reply.status].color} tt="none" fw={500}>
                {i18n._(REPLY_STATUS[reply.status].label)}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {reply.author} · <time dateTime={reply.createdAt}>{romeTime(reply.createdAt)}</time>
            </Text>
            <Text size="sm" mt={6} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.body}
            </Text>
          </Paper>
        )}
      </WorkList>

      <WorkList
        title={<Trans>Note interne</Trans>}
        items={notes.data}
        pending={notes.isPending}
        empty={<Trans>Nessuna nota.</Trans>}
        after={<NoteForm requestId={requestId} />}
      >
        {(note) => (
          <Paper
            component="li"
            key={note.id}
            p="sm"
            bg="light-dark(var(--mantine-color-yellow-0), var(--mantine-color-dark-6))"
            data-testid="request-note"
          >
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.text}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {note.author} · <time dateTime={note.createdAt}>{romeTime(note.createdAt)}</time>
            </Text>
          </Paper>
        )}
      </WorkList>
    </Stack>
  );
}

/** A titled, ordered list of a request's replies or notes: a loader while it loads, `empty` when there are none. */
function WorkList<T>(props: {
  title: ReactNode;
  items: readonly T[] | undefined;
  pending: boolean;
  empty: ReactNode;
  /** Shown under the list (the form that adds to it). */
  after?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {props.title}
      </Title>
      {props.pending ? (
        <Loader size="sm" aria-label={i18n._(msg`Caricamento…`)} />
      ) : props.items?.length ? (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {props.items.map(props.children)}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      )}
      {props.after}
    </Stack>
  );
}

function NoteForm({ requestId }: { requestId: number }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: 'controlled',
    initialValues: { text: '' },
    validate: (values) => schemaErrors(AddRequestNoteSchema, { id: requestId, ...values }, i18n),
  });
  const add = useMutation(trpc.admin.contactRequests.addNote.mutationOptions());

  async function save(values: { text: string }) {
    try {
      await add.mutateAsync({ id: requestId, text: values.text });
      showSuccessToast(t`Nota aggiunta`, t`La nota è visibile solo nel back office`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.notes.queryKey({ id: requestId }) });
    } catch (error) {
      form.setErrors(apiFieldErrors(error, i18n));
      showErrorToast(t`Errore`, t`Impossibile aggiungere la nota`, apiErrorMessage(error, i18n));
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t`Nuova nota`}
          description={t`Visibile solo agli amministratori`}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={REQUEST_NOTE_LIMITS.text}
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            loading={add.isPending}
            leftSection={<IconNote size={18} stroke={1.6} aria-hidden />}
          >
            <Trans>Aggiungi nota</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
