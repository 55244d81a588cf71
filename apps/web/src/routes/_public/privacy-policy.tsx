import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyDocument } from '../../components/policy/PolicyDocument';
import { policiesFor } from '../../components/policy/policies';
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
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const { i18n: active } = useLingui();
  return <PolicyDocument document={policiesFor(active.locale).privacyPolicy} />;
}
