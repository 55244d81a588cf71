import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconCheck,
  IconClock24,
  IconMail,
  IconMapPin,
  IconMessage2Bolt,
  IconPhone,
} from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PageContainer, Section, SectionHeading } from '../../components/layout/Section';
import { telHref, useMainOffice } from '../../components/layout/use-main-office';
import { pageHead } from '../../lib/head';
import { scrollToId, useHashScroll } from '../../lib/scroll';
import classes from './-servizi-flotta.module.css';
import { usePageLive } from '../../lib/page-live';

export const Route = createFileRoute('/_public/servizi-flotta')({
  head: ({ match }) =>
    pageHead(match, {
      path: '/servizi-flotta',
      title: match.context.i18n._(msg`Servizi Flotta | NBT`),
      description: match.context.i18n._(
        msg`Veicoli commerciali e trasporti pesanti per le aziende: noleggio a lungo termine, trattori stradali fino a 44 tonnellate, assistenza 24/7 e risposta entro 2 ore.`,
      ),
    }),
  component: FleetServicesPage,
});

const COMMERCIAL_BENEFITS: readonly MessageDescriptor[] = [
  msg`Noleggio a lungo termine con canone mensile fisso`,
  msg`Manutenzione ordinaria e straordinaria inclusa`,
  msg`Copertura assicurativa completa`,
  msg`Veicolo sostitutivo in caso di fermo`,
  msg`Un referente dedicato per tutta la flotta`,
];

/** Model names are proper nouns: the same in every language. */
const COMMERCIAL_MODELS: readonly { brand: string; models: string }[] = [
  { brand: 'BMW', models: 'Serie 3 Touring · X1 · X3' },
  { brand: 'Mercedes', models: 'Classe E Station Wagon · Vito · Sprinter' },
  { brand: 'Audi', models: 'A4 Avant · A6 Avant · Q5' },
];

const TRUCK_SPECS: readonly { term: MessageDescriptor; value: MessageDescriptor }[] = [
  { term: msg`Portata`, value: msg`Fino a 44 tonnellate di massa complessiva` },
  { term: msg`Potenza`, value: msg`Da 460 a 750 CV` },
  { term: msg`Classe ambientale`, value: msg`Euro 6` },
  { term: msg`Cambio`, value: msg`Automatizzato con rallentatore idraulico` },
  { term: msg`Allestimenti`, value: msg`Centinato, frigorifero, ribaltabile e pianale` },
  { term: msg`Controllo`, value: msg`Tracciamento GPS del carico in tempo reale` },
];

const TRUCK_SERVICES: readonly MessageDescriptor[] = [
  msg`Trasporti nazionali e internazionali`,
  msg`Carichi completi e groupage`,
  msg`Autisti professionisti con CQC`,
];

function CheckList({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n: active } = useLingui();
  return (
    <ul className={classes.checks}>
      {items.map((item) => (
        <li key={item.id}>
          <IconCheck size={18} stroke={2} aria-hidden="true" className={classes.check} />
          <span>{active._(item)}</span>
        </li>
      ))}
    </ul>
  );
}

function FleetHero() {
  return (
    <section className={classes.hero} aria-labelledby="flotta-hero-title">
      <PageContainer className={classes.heroInner}>
        <div className={classes.heroText}>
          <p className={classes.eyebrow}>
            <Trans>Servizi Flotta</Trans>
          </p>
          <Title order={1} id="flotta-hero-title" className={classes.heroTitle}>
            <Trans>La flotta della tua azienda, in buone mani</Trans>
          </Title>
          <Text className={classes.heroLead}>
            <Trans>
              Veicoli commerciali, auto aziendali e trasporti pesanti con un unico interlocutore: 29+ anni di esperienza
              nella gestione di flotte, assistenza 24/7 e una risposta entro 2 ore.
            </Trans>
          </Text>
          <Group gap="md" mt="xl">
            <Button
              component="a"
              href="#veicoli"
              size="lg"
              onClick={(event) => {
                event.preventDefault();
                scrollToId('veicoli');
              }}
            >
              <Trans>Veicoli Commerciali</Trans>
            </Button>
            <Button
              component="a"
              href="#tir"
              size="lg"
              variant="outline"
              className={classes.secondary}
              onClick={(event) => {
                event.preventDefault();
                scrollToId('tir');
              }}
            >
              <Trans>Trasporti Pesanti</Trans>
            </Button>
          </Group>
        </div>
        <dl className={classes.facts}>
          <div>
            <dt>
              <Trans>anni di esperienza sulle flotte</Trans>
            </dt>
            <dd>
              <span dir="ltr">29+</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>assistenza, tutto l'anno</Trans>
            </dt>
            <dd>
              <span dir="ltr">24/7</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>ore per una risposta</Trans>
            </dt>
            <dd>2</dd>
          </div>
        </dl>
      </PageContainer>
    </section>
  );
}

function CommercialVehicles() {
  return (
    <Section id="veicoli" aria-labelledby="veicoli-title">
      <div className={classes.split}>
        <div>
          <SectionHeading
            id="veicoli-title"
            eyebrow={<Trans>Veicoli commerciali</Trans>}
            title={<Trans>Auto aziendali e furgoni, pronti a lavorare</Trans>}
            lead={
              <Trans>
                Dalla station wagon per i commerciali al furgone per le consegne: scegli i modelli, noi pensiamo a tutto
                il resto.
              </Trans>
            }
          />
          <CheckList items={COMMERCIAL_BENEFITS} />
        </div>
        <div className={classes.visual}>
          <img
            src="/images/fleet-van-1200.webp"
            srcSet="/images/fleet-van-600.webp 600w, /images/fleet-van-1200.webp 1200w"
            sizes="(min-width: 62em) 45vw, 100vw"
            width={1200}
            height={750}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
          <ul className={classes.models}>
            {COMMERCIAL_MODELS.map(({ brand, models }) => (
              <li key={brand}>
                <strong>{brand}</strong>
                <span>{models}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

function HeavyTransport() {
  const { i18n: active } = useLingui();
  return (
    <Section id="tir" tone="deep" aria-labelledby="tir-title">
      <div className={classes.split} data-reverse="true">
        <div>
          <SectionHeading
            id="tir-title"
            eyebrow={<Trans>Trasporti pesanti</Trans>}
            title={<Trans>Trattori stradali per carichi fino a 44 tonnellate</Trans>}
            lead={
              <Trans>
                Mezzi recenti e autisti esperti per spostare la tua merce in Italia e in Europa, con tempi di consegna
                certi e il carico sempre sotto controllo.
              </Trans>
            }
          />
          <CheckList items={TRUCK_SERVICES} />
        </div>
        <div className={classes.visual}>
          <img
            src="/images/fleet-truck-1200.webp"
            srcSet="/images/fleet-truck-600.webp 600w, /images/fleet-truck-1200.webp 1200w"
            sizes="(min-width: 62em) 45vw, 100vw"
            width={1200}
            height={750}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.image}
          />
          <div className={classes.specs}>
            <h3 className={classes.specsTitle}>
              <Trans>Scheda tecnica</Trans>
            </h3>
            <dl className={classes.specList}>
              {TRUCK_SPECS.map(({ term, value }) => (
                <div key={term.id}>
                  <dt>{active._(term)}</dt>
                  <dd>{active._(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </Section>
  );
}

function FleetContacts() {
  const { t } = useLingui();
  const { contact, isPending } = useMainOffice();
  const cityLine = [contact.postalCode, contact.city].filter(Boolean).join(' ');
  const address = [contact.address, cityLine].filter(Boolean).join(', ');

  return (
    <Section id="contatti-flotta" aria-labelledby="contatti-flotta-title">
      <div className={classes.split}>
        <div>
          <SectionHeading
            id="contatti-flotta-title"
            eyebrow={<Trans>Chi siamo</Trans>}
            title={<Trans>Un partner unico per tutta la tua mobilità aziendale</Trans>}
          />
          <div className={classes.copy}>
            <p>
              <Trans>
                Alle porte di Milano mettiamo insieme noleggio, officina, trasporti e assistenza: per questo possiamo
                seguire la tua flotta dal primo preventivo all'ultimo chilometro, senza passaggi di mano.
              </Trans>
            </p>
            <p>
              <Trans>
                Il nostro team porta 29+ anni di esperienza nella gestione di flotte aziendali e di mezzi pesanti.
              </Trans>
            </p>
          </div>
        </div>

        <div className={classes.contactCard}>
          <h3 className={classes.contactTitle}>
            <Trans>Contatti dedicati alle aziende</Trans>
          </h3>
          {isPending ? (
            <Stack gap="sm" role="status" aria-label={t`Caricamento dei contatti`}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={16} width="80%" />
              <Skeleton height={16} width="70%" />
            </Stack>
          ) : (
            <ul className={classes.contactList}>
              {contact.phone ? (
                <li>
                  <IconPhone size={20} stroke={1.5} aria-hidden="true" className={classes.contactIcon} />
                  <a href={telHref(contact.phone)} className={classes.contactLink} dir="ltr">
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <IconMail size={20} stroke={1.5} aria-hidden="true" className={classes.contactIcon} />
                  <a href={`mailto:${contact.email}`} className={classes.contactLink} dir="ltr">
                    {contact.email}
                  </a>
                </li>
              ) : null}
              {address ? (
                <li>
                  <IconMapPin size={20} stroke={1.5} aria-hidden="true" className={classes.contactIcon} />
                  <span>
                    {contact.name}
                    <br />
                    <bdi>{address}</bdi>
                  </span>
                </li>
              ) : null}
            </ul>
          )}
          <ul className={classes.promises}>
            <li>
              <IconClock24 size={20} stroke={1.5} aria-hidden="true" />
              <Trans>Assistenza 24/7</Trans>
            </li>
            <li>
              <IconMessage2Bolt size={20} stroke={1.5} aria-hidden="true" />
              <Trans>Risposta entro 2 ore</Trans>
            </li>
          </ul>
          <Button
            component={Link}
            to="/"
            hash="contatti"
            hashScrollIntoView={false}
            size="md"
            fullWidth
            mt="lg"
            classNames={{ root: classes.wrapButton, label: classes.wrapLabel }}
            rightSection={<IconArrowRight size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />}
          >
            <Trans>Richiedi Preventivo Personalizzato</Trans>
          </Button>
        </div>
      </div>
    </Section>
  );
}

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
