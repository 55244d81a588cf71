import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Container, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconLogout, IconUserShield } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AccessLogButton } from '../actions/AccessLogButton';
import { ExportButton } from '../actions/ExportButton';
import { ImportButton } from '../actions/ImportButton';
import { apiErrorMessage, showErrorToast } from '../../../lib/api-error';
import { useTRPC } from '../../../lib/trpc';
import classes from './AdminHeader.module.css';

export interface AdminHeaderProps {
  /** The signed-in administrator, shown in a badge. */
  username: string;
}

/** The back office's own header: brand, title, who is signed in, and the global actions. */
export function AdminHeader({ username }: AdminHeaderProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        // Removed rather than set to "nobody": the login page asks the server again and the
        // dashboard, about to unmount, does not flash the access-denied screen.
        queryClient.removeQueries({ queryKey: trpc.auth.me.queryKey() });
        queryClient.removeQueries({ queryKey: trpc.admin.pathKey() });
        await navigate({ to: '/admin/login', replace: true });
      },
      onError: (error) => {
        showErrorToast(
          t`Errore di logout`,
          t`Si è verificato un errore durante il logout`,
          apiErrorMessage(error, i18n),
        );
      },
    }),
  );

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.brand}>
          <img src="/favicon.svg" alt="NBT" className={classes.logo} width={40} height={40} />
          <div>
            <Text component="h1" fw={650} className={classes.title}>
              <Trans>Pannello di amministrazione</Trans>
            </Text>
            <Badge mt={4} variant="light" size="sm" tt="none" leftSection={<IconUserShield size={12} aria-hidden />}>
              <VisuallyHidden>
                <Trans>Utente connesso:</Trans>
              </VisuallyHidden>{' '}
              {username}
            </Badge>
          </div>
        </div>

        <div className={classes.actions}>
          <Button
            component="a"
            href="/veicoli"
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            size="sm"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            <Trans>Visualizza veicoli</Trans>
            <VisuallyHidden>
              <Trans>(si apre in una nuova scheda)</Trans>
            </VisuallyHidden>
          </Button>
          <AccessLogButton />
          <ExportButton />
          <ImportButton />
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<IconLogout size={16} aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            <Trans>Logout</Trans>
          </Button>
        </div>
      </Container>
    </header>
  );
}
