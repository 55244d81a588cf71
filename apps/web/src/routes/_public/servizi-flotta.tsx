import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

import { PAGE_CATALOGS } from '../../lib/i18n';
import { pageHead } from '../../lib/head';
import { usePageLive } from '../../lib/page-live';
import { useHashScroll } from '../../lib/scroll';
import { FleetContacts } from './-servizi-flotta/FleetContacts';
import { FleetHero } from './-servizi-flotta/FleetHero';
import { CommercialVehicles, HeavyTransport } from './-servizi-flotta/sections';

export const Route = createFileRoute('/_public/servizi-flotta')({
  staticData: { catalog: PAGE_CATALOGS.fleetServices },
  // A visit from another page (to #tir, #veicoli) renders the sections at once, not after their code arrives.
  loader: async () => {
    await Promise.all([CommercialVehicles.preload(), HeavyTransport.preload()]);
  },
  head: ({ match }) =>
    pageHead(match, {
      path: '/servizi-flotta',
      title: match.context.i18n._(msg`Servizi Flotta`),
      description: match.context.i18n._(
        msg`Veicoli commerciali e trasporti pesanti per le aziende: noleggio a lungo termine, trattori stradali fino a 44 tonnellate, assistenza 24/7 e risposta entro 2 ore.`,
      ),
    }),
  component: FleetServicesPage,
});

/** The fleet services page: its four sections live in -servizi-flotta/. */
function FleetServicesPage() {
  usePageLive();
  useHashScroll();
  return (
    <>
      <FleetHero />
      <CommercialVehicles />
      <HeavyTransport />
      <FleetContacts />
    </>
  );
}
