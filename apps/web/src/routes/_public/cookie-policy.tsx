import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../components/policy/PolicyPage';
import { policiesQuery } from '../../components/policy/policies';
import { pageHead } from '../../lib/head';
import { i18n } from '../../lib/i18n';

export const Route = createFileRoute('/_public/cookie-policy')({
  head: () =>
    pageHead({
      title: i18n._(msg`Cookie Policy | NBT`),
      description: i18n._(
        msg`Quali cookie e dati nel browser usa il sito NBT, per quali scopi e come modificare in ogni momento le tue scelte sul consenso.`,
      ),
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQuery(i18n.locale)),
  component: () => <PolicyPage policy="cookiePolicy" />,
});
