import { msg } from '@lingui/core/macro';
import { isLocalDate, parseId } from '@nbt/validation';
import { serviceOfSlug } from '@nbt/validation/rules';
import { createFileRoute, redirect, type SearchSchemaInput, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { FormSlot as ContactFormSlot } from '../../components/home/ContactSection/form-slot-section';
import { FleetBrands } from '../../components/home/FleetBrands';
import { Hero } from '../../components/home/Hero';
import { Services } from '../../components/home/Services';
import type * as LowerSectionsModule from '../../components/home/LowerSections';
import { PAGE_CATALOGS } from '../../lib/i18n';
import { pageHead } from '../../lib/head';
import { dealerJsonLd } from '../../lib/structured-data';
import { useHashScroll } from '../../lib/scroll';
import { usePageLive } from '../../lib/page-live';
import { serverRenderedSection } from '../../lib/server-rendered-section';
import { parseFinanceChoice } from '../../components/home/ContactForm/finance-choice';

interface HomeSearch {
  veicolo?: number | undefined;
  ritiro?: string;
  riconsegna?: string;
  sede?: number;
  servizio?: string;
  opzioni?: string;
  rientro?: number;
  anticipo?: number;
  mesi?: number;
}

/** The rental options chosen on the vehicle page, `id×quantity` by commas ('3x1,5x2'). */
const OFFER_OPTIONS = /^\d{1,9}x\d{1,2}(,\d{1,9}x\d{1,2}){0,19}$/;

const localDate = (value: unknown) => (typeof value === 'string' && isLocalDate(value) ? value : undefined);

/**
 * `?anticipo=&mesi=`: the finance chosen on the vehicle's page, written into the request's message.
 * `?veicolo=12`: the vehicle a quote request is about; with `ritiro` and `riconsegna` the rental's
 * days, with `sede` the pick-up office, with `opzioni` and `rientro` the options and the return
 * office, as the vehicle page's calendar sends them;
 * `?servizio=noleggio-flotte-aziendali`, the service the form opens with. Anything invalid is
 * ignored (the server checks the dates again).
 */
function parseHomeSearch(search: HomeSearch & SearchSchemaInput): HomeSearch {
  const veicolo = parseId(search.veicolo);
  const ritiro = localDate(search.ritiro);
  const riconsegna = localDate(search.riconsegna);
  const sede = parseId(search.sede);
  const rientro = parseId(search.rientro);
  const rented = veicolo !== undefined && ritiro && riconsegna;
  const finance = parseFinanceChoice(search.anticipo, search.mesi);
  return {
    veicolo,
    ...(veicolo !== undefined && ritiro && riconsegna && ritiro <= riconsegna ? { ritiro, riconsegna } : {}),
    ...(veicolo !== undefined && sede !== undefined ? { sede } : {}),
    ...(rented && typeof search.opzioni === 'string' && OFFER_OPTIONS.test(search.opzioni)
      ? { opzioni: search.opzioni }
      : {}),
    ...(rented && rientro !== undefined ? { rientro } : {}),
    ...(serviceOfSlug(search.servizio) ? { servizio: search.servizio } : {}),
    // The finance chosen on a vehicle's page goes only with that vehicle.
    ...(veicolo !== undefined && finance ? { anticipo: finance.downPaymentEuros, mesi: finance.months } : {}),
  };
}

/** The home page's lower sections, which the header's links jump to. */
const LOWER_SECTIONS = ['chi-siamo', 'faq', 'contatti'];

/**
 * 'Chi siamo', the questions and the contact section: far down on a phone, they take their code when
 * the visitor comes near them, or with the page when its address leads to one (#contatti).
 */
const LowerSections = serverRenderedSection(
  import.meta.glob<typeof LowerSectionsModule>('/src/components/home/LowerSections/index.ts'),
  (module) => module.LowerSections,
  {
    near: () => LOWER_SECTIONS.flatMap((id) => document.getElementById(id) ?? []),
    neededAtOnce: () => LOWER_SECTIONS.includes(window.location.hash.slice(1)),
  },
);

export const Route = createFileRoute('/_public/')({
  staticData: { catalog: PAGE_CATALOGS.home },
  validateSearch: parseHomeSearch,
  loaderDeps: ({ search }) => ({ veicolo: search.veicolo }),
  // The offices: the firm's address and hours in the page's structured data (and in the footer).
  // A quote request names a vehicle of the list, or the link opens the plain home page.
  loader: async ({ context, deps }) => {
    // A visit from another page draws the form's place at once, without waiting for its code, and
    // the lower sections with the page: a link to one of them (#contatti) scrolls to it.
    void ContactFormSlot.preload();
    const [offices, , vehicles] = await Promise.all([
      context.data.read('offices.list', undefined),
      LowerSections.preload().then(() => undefined),
      deps.veicolo === undefined ? undefined : context.data.read('vehicles.list', undefined),
    ]);
    if (vehicles && !vehicles.some((vehicle) => vehicle.id === deps.veicolo)) {
      throw redirect({ to: '/', search: {}, replace: true, statusCode: 301 });
    }
    return offices;
  },
  head: ({ match, loaderData }) => {
    const { i18n, origin } = match.context;
    const description = i18n._(
      msg`Noleggio e vendita di auto di lusso, trasporti pesanti, movimento terra, officina, autolavaggio e assistenza 24/7 in tutta Italia, alle porte di Milano.`,
    );
    return pageHead(match, {
      path: '/',
      title: i18n._(msg`Noleggio auto di lusso, vendita e trasporti pesanti a Milano`),
      brand: 'before',
      description,
      // For crawlers, which read the server's HTML: the browser's bundle leaves it out.
      jsonLd: import.meta.env.SSR && loaderData ? [dealerJsonLd(loaderData, origin, description)] : [],
    });
  },
  component: HomePage,
});

function HomePage() {
  usePageLive();
  const { veicolo, ritiro, riconsegna, sede, servizio, opzioni, rientro, anticipo, mesi } = Route.useSearch();
  const navigate = useNavigate({ from: '/' });
  useHashScroll();
  // The same props for the same address: a new object would reach the contact form's place while
  // its code may still be on its way, and React would then drop its server markup and draw it again.
  const rental = useMemo(
    () => (ritiro && riconsegna ? { pickupDate: ritiro, returnDate: riconsegna } : undefined),
    [ritiro, riconsegna],
  );
  const offer = useMemo(() => ({ opzioni, rientro }), [opzioni, rientro]);
  const finance = useMemo(
    () => (anticipo !== undefined && mesi !== undefined ? { downPaymentEuros: anticipo, months: mesi } : undefined),
    [anticipo, mesi],
  );
  const clearVehicle = useCallback(() => void navigate({ search: {}, replace: true, resetScroll: false }), [navigate]);

  return (
    <>
      <Hero />
      <Services />
      <FleetBrands />
      <LowerSections
        vehicleId={veicolo}
        rental={rental}
        pickupOfficeId={sede}
        offer={offer}
        service={serviceOfSlug(servizio)}
        finance={finance}
        onClearVehicle={clearVehicle}
      />
    </>
  );
}
