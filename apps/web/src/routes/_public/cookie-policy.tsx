import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../../components/policy/PolicyPage';
import { readPolicy } from '../../components/policy/policies';
import { pageHead } from '../../lib/head';
import { PAGE_CATALOGS } from '../../lib/i18n';

export const Route = createFileRoute('/_public/cookie-policy')({
  staticData: { catalog: PAGE_CATALOGS.legal },
  head: ({ match }) =>
    pageHead(match, {
      path: '/cookie-policy',
      title: match.context.i18n._(msg`Cookie Policy`),
      description: match.context.i18n._(
        msg`Quali cookie e dati nel browser usa il sito NBT, per quali scopi e come modificare in ogni momento le tue scelte sul consenso.`,
      ),
    }),
  // Into the public data the page reads, which carries it to the browser (not the router's state).
  loader: async ({ context }) => {
    await readPolicy(context.data, 'cookie-policy', context.locale);
  },
  component: () => <PolicyPage policy="cookie-policy" />,
});
