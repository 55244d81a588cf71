import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../components/policy/PolicyPage';
import { readPolicy } from '../../components/policy/policies';
import { pageHead } from '../../lib/head';
import { PAGE_CATALOGS } from '../../lib/i18n';

export const Route = createFileRoute('/_public/privacy-policy')({
  staticData: { catalog: PAGE_CATALOGS.legal },
  head: ({ match }) =>
    pageHead(match, {
      path: '/privacy-policy',
      title: match.context.i18n._(msg`Privacy Policy`),
      description: match.context.i18n._(
        msg`Come NBT Mobility tratta i dati personali di chi visita il sito o invia una richiesta di contatto: finalità, basi giuridiche, conservazione e diritti.`,
      ),
    }),
  // Into the public data the page reads, which carries it to the browser (not the router's state).
  loader: async ({ context }) => {
    await readPolicy(context.data, 'privacy-policy', context.locale);
  },
  component: () => <PolicyPage policy="privacy-policy" />,
});
