import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../lib/head';
import { PAGE_CATALOGS } from '../../lib/i18n';
import { FavouritesPage } from './-preferiti/FavouritesPage';

/**
 * `/preferiti`: the vehicles the visitor kept with the heart, on this device. The server knows
 * none of them: it writes the page's frame, the browser the list. Out of indexes.
 */
export const Route = createFileRoute('/_public/preferiti')({
  staticData: { catalog: PAGE_CATALOGS.sale, noindex: true },
  head: ({ match }) =>
    pageHead(match, {
      path: '/preferiti',
      title: match.context.i18n._(msg`I tuoi preferiti`),
      description: match.context.i18n._(
        msg`I veicoli NBT che hai salvato con il cuore, su questo dispositivo: ritrovali e confrontali.`,
      ),
    }),
  component: FavouritesPage,
});
