import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminUserFormSchema, type AdminUser, PASSWORD_MAX, USERNAME_MAX } from '@nbt/validation';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  apiErrorMessage,
  apiFieldErrors,
  describeApiError,
  showErrorToast,
  showSuccessToast,
} from '../../../../lib/api-error';
import { useTRPC } from '../../../../lib/trpc';
import { AdminFormModal, FormActions, useGuardFormChanges } from '../../AdminFormModal';
import { schemaErrors } from '../../../../lib/error-messages';

const createSchema = adminUserFormSchema(true);
const editSchema = adminUserFormSchema(false);

// A type alias (not an interface) so it fits the resolver's Record<string, unknown>.
type UserFormValues = {
  username: string;
  password: string;
  confirmPassword: string;
};

export interface UserFormModalProps {
  opened: boolean;
  /** The user to edit; undefined to add a new one. */
  user: AdminUser | undefined;
  currentUserId: number;
  onClose: () => void;
}

/** 'Aggiungi Utente' / 'Modifica Utente': the user dialog. */
export function UserFormModal({ opened, user, currentUserId, onClose }: UserFormModalProps) {
  const { t } = useLingui();

  return (
    <AdminFormModal opened={opened} onClose={onClose} title={user ? t`Modifica Utente` : t`Aggiungi Utente`} size="md">
      <UserForm key={user?.id ?? 'new'} user={user} isSelf={user?.id === currentUserId} onDone={onClose} />
    </AdminFormModal>
  );
}

function UserForm({ user, isSelf, onDone }: { user: AdminUser | undefined; isSelf: boolean; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const schema = user ? editSchema : createSchema;

  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: { username: user?.username ?? '', password: '', confirmPassword: '' },
    validate: (values) => schemaErrors(schema, values, i18n),
  });
  useGuardFormChanges(form);

  const create = useMutation(trpc.admin.users.create.mutationOptions());
  const update = useMutation(trpc.admin.users.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  async function save({ username, password }: UserFormValues) {
    try {
      if (user) {
        // An empty password keeps the current one.
        const saved = await update.mutateAsync({ id: user.id, data: { username, password } });
        showSuccessToast(t`Utente aggiornato`, saved.username);
        // A renamed own account changes the name in the dashboard header.
        if (isSelf) await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      } else {
        const saved = await create.mutateAsync({ username, password });
        showSuccessToast(t`Utente creato`, saved.username);
      }
      await queryClient.invalidateQueries({ queryKey: trpc.admin.users.list.queryKey() });
      onDone();
    } catch (error) {
      const detail = apiErrorMessage(error, i18n);
      const fieldErrors = apiFieldErrors(error, i18n, (path) => path.replace(/^data\./, '') || undefined);
      // A username someone else already has: said on the field too.
      if (describeApiError(error).messageCode === 'USERNAME_TAKEN') fieldErrors.username = detail;
      form.setErrors(fieldErrors);
      showErrorToast(t`Errore`, t`Si è verificato un errore durante il salvataggio dell'utente`, detail);
    }
  }

  return (
    <form onSubmit={form.onSubmit((values) => void save(values))} noValidate>
      <Stack gap="md">
        {isSelf && (
          <Alert
            color="gold"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t`Stai modificando il tuo profilo`}
          >
            <Text size="sm">
              <Trans>
                Se cambi la password, ricordati la nuova: ti servirà al prossimo accesso. Se cambi lo username, usa
                quello nuovo per accedere.
              </Trans>
            </Text>
          </Alert>
        )}
        <TextInput
          label={t`Username`}
          withAsterisk
          autoComplete={isSelf ? 'username' : 'off'}
          maxLength={USERNAME_MAX}
          data-autofocus
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={user ? t`Nuova password` : t`Password`}
          description={user ? t`Lascia vuoto per mantenere la password attuale.` : undefined}
          withAsterisk={!user}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t`Conferma password`}
          withAsterisk={!user}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
          {...form.getInputProps('confirmPassword')}
        />
        <FormActions
          onCancel={onDone}
          saving={saving}
          submitLabel={user ? <Trans>Salva modifiche</Trans> : <Trans>Aggiungi Utente</Trans>}
        />
      </Stack>
    </form>
  );
}
