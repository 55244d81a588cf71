import { msg } from '@lingui/core/macro';
import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseCompareSearch } from '../../lib/compare';
import { pageHead } from '../../lib/head';
import { PAGE_CATALOGS } from '../../lib/i18n';
import { isNotFoundError } from '../../lib/public-data';
import { ComparePage } from './-confronta/ComparePage';
import { compareIds } from './-confronta/compare-ids';

/**
 * `/confronta?ids=4,12,7`: up to three vehicles side by side. The address is the comparison (a
 * link shared shows the same one); a page of the visitor's own choice, kept out of indexes.
 */
export const Route = createFileRoute('/_public/confronta')({
  staticData: { catalog: PAGE_CATALOGS.sale, noindex: true },
  validateSearch: (search: { ids?: unknown } & SearchSchemaInput) => parseCompareSearch(search),
  loaderDeps: ({ search }) => search,
  // Each vehicle is read as its page reads it (the same answer then opens its page at once); the
  // page says which ids it left out and why.
  loader: async ({ context, deps }) => {
    const { ids, invalid, extra } = compareIds(deps.ids);
    const answers = await Promise.allSettled(ids.map((id) => context.data.read('vehicles.byId', { id })));
    const unknown: number[] = [];
    const names: string[] = [];
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') names.push(`${answer.value.brand} ${answer.value.model}`);
      else if (isNotFoundError(answer.reason)) unknown.push(ids[index]!);
      else throw answer.reason;
    });
    // The names title the page.
    return { ids: ids.filter((id) => !unknown.includes(id)), unknown, invalid, extra, names };
  },
  head: ({ match, loaderData }) => {
    const { i18n } = match.context;
    const compared = loaderData?.names.join(' · ');
    return pageHead(match, {
      path: match.search.ids ? `/confronta?ids=${match.search.ids}` : '/confronta',
      title: compared ? i18n._(msg`Confronto: ${compared}`) : i18n._(msg`Confronto veicoli`),
      description: i18n._(
        msg`Fino a tre veicoli NBT fianco a fianco: prezzo, immatricolazione, chilometri, potenza, consumi e dotazioni, con le differenze evidenziate.`,
      ),
    });
  },
  component: CompareRoute,
});

function CompareRoute() {
  const { ids, unknown, invalid, extra } = Route.useLoaderData();
  return <ComparePage ids={ids} unknown={unknown} invalid={invalid} extra={extra} />;
}
