import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  Button,
  Center,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
  useDirection,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconLock, IconUser } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { LoginSchema, USERNAME_MAX } from '@nbt/validation';
import { apiErrorMessage, isSessionError, showErrorToast, showSuccessToast } from '../../lib/api-error';
import { schemaErrors } from '../../lib/error-messages';
import { useTRPC } from '../../lib/trpc';
import { authQueryOptions } from './-auth';

export const Route = createFileRoute('/admin/login')({
  // An administrator who is already signed in has nothing to do here.
  beforeLoad: async ({ context }) => {
    const { queryClient, trpc } = await context.queries();
    const me = await queryClient.ensureQueryData(authQueryOptions(trpc)).catch(() => undefined);
    if (me?.user?.isAdmin) throw redirect({ to: '/admin', replace: true });
  },
  component: AdminLoginPage,
});

/** Long enough for any real password, short enough not to invite a denial of service (the server caps it too). */
const PASSWORD_INPUT_MAX = 256;

function AdminLoginPage() {
  const { t, i18n } = useLingui();
  const { dir } = useDirection();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const login = useMutation(trpc.auth.login.mutationOptions());

  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: (values) => schemaErrors(LoginSchema, values, i18n),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    try {
      await login.mutateAsync({ username: values.username.trim(), password: values.password });
    } catch (error) {
      // Wrong credentials need no more words; anything else (server down, too many attempts) says what happened.
      showErrorToast(
        t`Errore di login`,
        t`Username o password non validi`,
        isSessionError(error) ? undefined : apiErrorMessage(error, i18n),
      );
      form.setFieldValue('password', '');
      form.getInputNode('password')?.focus();
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    showSuccessToast(t`Login effettuato`, t`Benvenuto nell'area amministrativa`);
    await navigate({ to: '/admin', replace: true });
  });

  return (
    <Center
      component="main"
      flex={1}
      px="md"
      py="xl"
      style={{
        background:
          'radial-gradient(ellipse at top, rgba(202, 161, 57, 0.10), transparent 60%), var(--mantine-color-body)',
      }}
    >
      <Box w="100%" maw={420}>
        <Paper withBorder shadow="lg" p={{ base: 'lg', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack gap="xs" align="center" ta="center">
              <Image src="/favicon.svg" alt="NBT" w={56} h={56} />
              <Title order={1} size="h3">
                <Trans>Area amministrativa</Trans>
              </Title>
              <Text c="dimmed" size="sm">
                <Trans>Accedi per gestire veicoli, sedi e utenti.</Trans>
              </Text>
            </Stack>

            <form onSubmit={handleSubmit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t`Username`}
                  required
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={USERNAME_MAX}
                  leftSection={<IconUser size={18} aria-hidden />}
                  key={form.key('username')}
                  {...form.getInputProps('username')}
                />
                <PasswordInput
                  label={t`Password`}
                  required
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
                  maxLength={PASSWORD_INPUT_MAX}
                  leftSection={<IconLock size={18} aria-hidden />}
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <Button type="submit" color="gold.5" size="md" fullWidth mt="xs" loading={login.isPending}>
                  <Trans>Accedi</Trans>
                </Button>
              </Stack>
            </form>
          </Stack>
        </Paper>
        <Center mt="lg">
          <Anchor
            component={Link}
            to="/"
            c="dimmed"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
          >
            {/* Back points to the start of the line: mirrored right to left. */}
            <IconArrowLeft size={16} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
            <Trans>Torna al sito</Trans>
          </Anchor>
        </Center>
      </Box>
    </Center>
  );
}
