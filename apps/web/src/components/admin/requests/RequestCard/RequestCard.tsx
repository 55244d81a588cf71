import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { CONTACT_STATUSES, type ContactRequest, type ContactStatus } from '@nbt/validation';
import {
  IconBrandWhatsapp,
  IconCar,
  IconChevronDown,
  IconChevronUp,
  IconMessageReply,
  IconExternalLink,
  IconMail,
  IconMailForward,
  IconPhone,
  IconSend,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { intlLocale, localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';
import { mailtoLink, quoteMessage, whatsappLink } from '../reply-links';
import { NOTIFICATION_COLORS, NOTIFICATION_LABELS, STATUS_COLORS, STATUS_LABELS } from '../status';
import { useInboxPulse } from '../useNewRequestsCount';
import { ReplyModal, RequestWork } from '../RequestWork';
import { RequestRental } from './RequestRental';
import { RequestServiceDetails } from './RequestServiceDetails';
import { RequestTradeIn } from './RequestTradeIn';

/** One lead: who wrote, about what, the status select and the one-click replies. */
export function RequestCard({ request }: { request: ContactRequest }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = localeOf(i18n.locale);

  const updateStatus = useMutation(
    trpc.admin.contactRequests.updateStatus.mutationOptions({
      onSuccess: async () => {
        showSuccessToast(t`Stato aggiornato`, t`La richiesta è stata aggiornata`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.search.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.countNew.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.pulse.queryKey() }),
        ]);
      },
      onError: (error) => {
        showErrorToast(t`Errore`, t`Impossibile aggiornare lo stato della richiesta`, apiErrorMessage(error, i18n));
      },
    }),
  );

  const notificationsOn = useInboxPulse()?.notificationsOn === true;
  // The notes and replies load when opened: each reading goes to the access log.
  const [workOpen, setWorkOpen] = useState(false);
  const [replyOpen, setReplyOpen] = useState(false);
  const resend = useMutation(
    trpc.admin.contactRequests.resendNotification.mutationOptions({
      onSuccess: async () => {
        showSuccessToast(t`Notifica in coda`, t`Le e-mail della richiesta saranno inviate a breve`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.search.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.admin.contactRequests.pulse.queryKey() }),
        ]);
      },
      onError: (error) => {
        showErrorToast(t`Errore`, t`Impossibile inviare di nuovo la notifica`, apiErrorMessage(error, i18n));
      },
    }),
  );

  const { firstName, lastName, email, phone, service, message } = request;
  const languageName =
    new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(request.language) ?? request.language;
  const fullName = `${firstName} ${lastName}`.trim();
  const receivedAt = formatDate(request.createdAt, locale, true);

  const replySubject = t`Re: Richiesta ${service}`;
  const replyBody = [
    t`Gentile ${fullName},`,
    '',
    t`grazie per averci contattato in merito alla sua richiesta di ${service}.`,
    '',
    '',
    '',
    t`Il ${receivedAt} ${fullName} <${email}> ha scritto:`,
    quoteMessage(message),
  ].join('\n');
  const mailto = mailtoLink(email, replySubject, replyBody);
  const whatsapp = phone
    ? whatsappLink(phone, t`Buongiorno ${firstName}, la contattiamo in merito alla sua richiesta di ${service}.`)
    : undefined;

  const statusOptions = CONTACT_STATUSES.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }));
  const pendingStatus = updateStatus.isPending ? updateStatus.variables?.status : undefined;

  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={`request-${request.id}-name`}
      id={`richiesta-${request.id}`}
      data-testid="contact-request"
      style={{ borderInlineStart: `3px solid var(--mantine-color-${STATUS_COLORS[request.status]}-filled)` }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title
                order={3}
                size="h5"
                id={`request-${request.id}-name`}
                dir="auto"
                style={{ overflowWrap: 'anywhere' }}
              >
                {fullName}
              </Title>
              <Badge variant="light" color={STATUS_COLORS[request.status]}>
                {i18n._(STATUS_LABELS[request.status])}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              <time dateTime={request.createdAt}>{receivedAt}</time>
              {' · '}
              <span lang={request.language}>{languageName}</span>
              {request.page ? (
                <>
                  {' · '}
                  <Trans>dalla pagina</Trans> <span dir="ltr">{request.page}</span>
                </>
              ) : null}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Badge variant="dot" color={NOTIFICATION_COLORS[request.notification]} tt="none" fw={500}>
                {i18n._(NOTIFICATION_LABELS[request.notification])}
              </Badge>
              {request.confirmationSkipped && (
                <Badge variant="dot" color="orange" tt="none" fw={500}>
                  <Trans>Conferma al cliente non inviata (limiti anti-spam)</Trans>
                </Badge>
              )}
            </Group>
          </Stack>
          <Select<ContactStatus>
            label={t`Stato`}
            data={statusOptions}
            value={pendingStatus ?? request.status}
            onChange={(value) => {
              if (value && value !== request.status) updateStatus.mutate({ id: request.id, status: value });
            }}
            allowDeselect={false}
            disabled={updateStatus.isPending}
            w={{ base: '100%', xs: 180 }}
          />
        </Group>

        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray" size="lg" tt="none" fw={500}>
            {service}
          </Badge>
          {request.vehicleId !== null && (
            <Anchor
              href={`/veicoli/${request.vehicleId}`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <IconCar size={16} stroke={1.6} aria-hidden />
              {request.vehicleLabel ?? t`Veicolo n. ${request.vehicleId}`}
              <IconExternalLink size={14} stroke={1.6} aria-hidden />
              <VisuallyHidden>
                <Trans>(si apre in una nuova scheda)</Trans>
              </VisuallyHidden>
            </Anchor>
          )}
        </Group>

        <RequestRental request={request} />
        <RequestTradeIn request={request} />
        <RequestServiceDetails request={request} />
        {request.withOperator !== null && (
          <Badge variant="light" color={request.withOperator ? 'orange' : 'gray'} w="fit-content">
            {request.withOperator ? <Trans>Con operatore</Trans> : <Trans>Senza operatore</Trans>}
          </Badge>
        )}

        <Group gap="lg" wrap="wrap">
          <Anchor href={`mailto:${email}`} size="sm" style={contactLinkStyle}>
            <IconMail size={16} stroke={1.6} aria-hidden />
            {email}
          </Anchor>
          {phone && (
            <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" style={contactLinkStyle}>
              <IconPhone size={16} stroke={1.6} aria-hidden />
              {phone}
            </Anchor>
          )}
        </Group>

        {/* What the visitor wrote reads in its own direction (an Arabic request in the Italian back office). */}
        <Text
          component="blockquote"
          dir="auto"
          m={0}
          p="md"
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderRadius: 'var(--mantine-radius-md)' }}
        >
          {message}
        </Text>

        <Group gap="sm" wrap="wrap">
          {notificationsOn && (
            <Button
              leftSection={<IconMessageReply size={18} stroke={1.6} aria-hidden />}
              onClick={() => setReplyOpen(true)}
            >
              <Trans>Rispondi</Trans>
            </Button>
          )}
          <Button
            component="a"
            href={mailto}
            variant="light"
            leftSection={<IconMailForward size={18} stroke={1.6} aria-hidden />}
          >
            <Trans>Rispondi via email</Trans>
          </Button>
          {whatsapp && (
            <Button
              component="a"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconBrandWhatsapp size={18} stroke={1.6} aria-hidden />}
            >
              <Trans>WhatsApp</Trans>
            </Button>
          )}
          {notificationsOn && (
            <Button
              variant="subtle"
              leftSection={<IconSend size={18} stroke={1.6} aria-hidden />}
              loading={resend.isPending}
              onClick={() => resend.mutate({ id: request.id })}
            >
              <Trans>Invia di nuovo la notifica</Trans>
            </Button>
          )}
          <Button
            variant="subtle"
            color="gray"
            aria-expanded={workOpen}
            aria-controls={`request-${request.id}-work`}
            rightSection={
              workOpen ? (
                <IconChevronUp size={16} stroke={1.6} aria-hidden />
              ) : (
                <IconChevronDown size={16} stroke={1.6} aria-hidden />
              )
            }
            onClick={() => setWorkOpen((open) => !open)}
          >
            <Trans>Note e risposte</Trans>
          </Button>
        </Group>
        <div id={`request-${request.id}-work`}>{workOpen && <RequestWork requestId={request.id} />}</div>
      </Stack>
      {notificationsOn && (
        <ReplyModal
          opened={replyOpen}
          request={request}
          onClose={() => setReplyOpen(false)}
          onSent={() => {
            setReplyOpen(false);
            setWorkOpen(true);
          }}
        />
      )}
    </Paper>
  );
}

const contactLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 6, overflowWrap: 'anywhere' } as const;
