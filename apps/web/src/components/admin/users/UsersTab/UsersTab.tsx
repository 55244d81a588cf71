import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type AdminUser, MAIN_ADMIN_ID } from '@nbt/validation';
import { IconShieldStar, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { apiErrorMessage, showErrorToast, showSuccessToast } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { localeOf } from '../../../../lib/i18n';
import { useTRPC } from '../../../../lib/trpc';
import { AdminListSection, DeleteButton, EditButton, useDeleteConfirm } from '../../AdminListSection';
import { UserFormModal } from '../UserFormModal';

export interface UsersTabProps {
  /** The signed-in administrator: editing their own profile shows a warning. */
  currentUser: { id: number; username: string };
}

/** 'Utenti': the administrators; user 1 is the main one and can't be deleted. */
export function UsersTab({ currentUser }: UsersTabProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const askDelete = useDeleteConfirm();
  const users = useQuery(trpc.admin.users.list.queryOptions());
  const locale = localeOf(i18n.locale);

  // The user stays in state while the dialog closes, so its title does not flip mid-animation.
  const [dialog, setDialog] = useState<{ opened: boolean; user: AdminUser | undefined }>({
    opened: false,
    user: undefined,
  });

  const remove = useMutation(
    trpc.admin.users.delete.mutationOptions({
      onSuccess: async (_result, { id }) => {
        const name = users.data?.find((user) => user.id === id)?.username ?? '';
        showSuccessToast(t`Utente eliminato`, name);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.queryKey() });
      },
      // The server refuses some deletions (the main administrator, oneself) and says why.
      onError: (error) => showErrorToast(t`Errore`, apiErrorMessage(error, i18n)),
    }),
  );

  const confirmDelete = (user: AdminUser) =>
    askDelete({
      title: t`Elimina utente`,
      question: <Trans>Sei sicuro di voler eliminare questo utente?</Trans>,
      onConfirm: () => remove.mutate({ id: user.id }),
    });

  const list = users.data ?? [];

  return (
    <AdminListSection
      title={<Trans>Utenti amministratori</Trans>}
      description={<Trans>Chi può accedere all'area amministrativa.</Trans>}
      addLabel={<Trans>Aggiungi Utente</Trans>}
      onAdd={() => setDialog({ opened: true, user: undefined })}
      query={users}
      loading={
        <Stack gap="sm" aria-busy="true" aria-label={t`Caricamento degli utenti`}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={84} radius="lg" />
          ))}
        </Stack>
      }
      errorMessage={apiErrorMessage(users.error, i18n)}
      isEmpty={list.length === 0}
      emptyIcon={<IconUsers size={28} stroke={1.5} aria-hidden />}
      emptyDescription={t`Nessun utente trovato`}
      dialog={
        <UserFormModal
          opened={dialog.opened}
          user={dialog.user}
          currentUserId={currentUser.id}
          onClose={() => setDialog((current) => ({ ...current, opened: false }))}
        />
      }
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((user) => {
          const isMain = user.id === MAIN_ADMIN_ID;
          const isSelf = user.id === currentUser.id;
          const createdAt = formatDate(user.createdAt, locale);
          return (
            <Paper component="li" withBorder key={user.id} p={{ base: 'md', sm: 'lg' }} data-testid="user-row">
              <Group justify="space-between" gap="md" wrap="wrap">
                <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Avatar radius="xl" size="lg" color={isMain ? 'gold' : 'gray'} variant="light" aria-hidden>
                    {isMain ? <IconShieldStar size={22} stroke={1.6} /> : user.username.slice(0, 2).toUpperCase()}
                  </Avatar>
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                        {user.username}
                      </Title>
                      {isSelf && (
                        <Badge variant="outline" color="gray" size="sm">
                          <Trans>Tu</Trans>
                        </Badge>
                      )}
                    </Group>
                    <Group gap="xs" wrap="wrap">
                      <Badge variant="light" color={isMain ? 'gold' : 'gray'} size="sm">
                        {isMain ? <Trans>Amministratore principale</Trans> : <Trans>Amministratore</Trans>}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        <Trans>
                          Creato il <time dateTime={user.createdAt}>{createdAt}</time>
                        </Trans>
                      </Text>
                    </Group>
                  </Stack>
                </Group>
                <Group gap="sm">
                  {/* The main administrator's name and password are its own to change (the server says so too). */}
                  {(!isMain || currentUser.id === MAIN_ADMIN_ID) && (
                    <EditButton name={user.username} onClick={() => setDialog({ opened: true, user })} />
                  )}
                  {!isMain && (
                    <DeleteButton
                      name={user.username}
                      onClick={() => confirmDelete(user)}
                      loading={remove.isPending && remove.variables?.id === user.id}
                    />
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </AdminListSection>
  );
}
