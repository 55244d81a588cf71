import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../components/policy/PolicyPage';
import { policiesQuery } from '../../components/policy/policies';
import { pageHead } from '../../lib/head';
import { i18n } from '../../lib/i18n';

export const Route = createFileRoute('/_public/privacy-policy')({
  head: () =>
    pageHead({
      title: i18n._(msg`Privacy Policy | NBT`),
      description: i18n._(
        msg`Come NBT Mobility tratta i dati personali di chi visita il sito o invia una richiesta di contatto: finalità, basi giuridiche, conservazione e diritti.`,
      ),
    }),
  loader: ({ context }) => context.queryClient.ensureQueryData(policiesQuery(i18n.locale)),
  component: () => <PolicyPage policy="privacyPolicy" />,
});
