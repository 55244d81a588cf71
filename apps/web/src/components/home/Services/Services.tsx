import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IconBucketDroplet,
  IconCarSuv,
  IconCheck,
  IconLifebuoy,
  IconShovel,
  IconTool,
  IconTruck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Section, SectionHeading } from '../../layout/Section';
import classes from './Services.module.css';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';
import { ServiceLinks, type ServiceWay } from './ServiceLinks';

interface Service {
  key: string;
  Icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;
  title: MessageDescriptor;
  text: MessageDescriptor;
  features: [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  way: ServiceWay;
}

/** The six services, each with three features and the ways on to it. */
const SERVICES: readonly Service[] = [
  {
    key: 'lusso',
    Icon: IconCarSuv,
    title: msg`Auto di Lusso`,
    text: msg`Berline, SUV e sportive delle migliori marche, per un giorno o per un anno.`,
    features: [
      msg`Noleggio a breve e lungo termine`,
      msg`Vendita di vetture selezionate e garantite`,
      msg`Consegna e ritiro all'indirizzo che preferisci`,
    ],
    way: { tab: 'noleggio', service: 'Noleggio Auto di Lusso' },
  },
  {
    key: 'trasporti',
    Icon: IconTruck,
    title: msg`Trasporti Pesanti`,
    text: msg`Trattori stradali e semirimorchi per carichi completi in Italia e in Europa.`,
    features: [
      msg`Portata fino a 44 tonnellate`,
      msg`Autisti professionisti e qualificati`,
      msg`Tracciamento del carico in tempo reale`,
    ],
    way: { tab: 'tir', service: 'Trasporti Pesanti' },
  },
  {
    key: 'terra',
    Icon: IconShovel,
    title: msg`Movimento Terra`,
    text: msg`Escavatori e pale per cantieri edili, stradali e agricoli.`,
    features: [
      msg`Scavi, sbancamenti e livellamenti`,
      msg`Mezzi con operatore esperto`,
      msg`Trasporto dei mezzi in cantiere`,
    ],
    way: { tab: 'movimento-terra', service: 'Movimento Terra' },
  },
  {
    key: 'riparazioni',
    Icon: IconTool,
    title: msg`Autoriparazioni`,
    text: msg`Officina multimarca per auto e veicoli commerciali.`,
    features: [
      msg`Diagnosi elettronica multimarca`,
      msg`Meccanica, elettrauto e carrozzeria`,
      msg`Tagliandi e preparazione alla revisione`,
    ],
    way: { service: 'Autoriparazioni' },
  },
  {
    key: 'lavaggio',
    Icon: IconBucketDroplet,
    title: msg`Autolavaggio`,
    text: msg`Cura di carrozzeria e interni, a mano e con prodotti professionali.`,
    features: [
      msg`Lavaggio esterno e interni a mano`,
      msg`Igienizzazione dell'abitacolo`,
      msg`Trattamenti protettivi per la carrozzeria`,
    ],
    way: { service: 'Autolavaggio' },
  },
  {
    key: 'assistenza',
    Icon: IconLifebuoy,
    title: msg`Assistenza Nazionale`,
    text: msg`Un team sempre raggiungibile, ovunque tu sia in Italia.`,
    features: [
      msg`Assistenza 24 ore su 24, 7 giorni su 7`,
      msg`Soccorso stradale su tutto il territorio`,
      msg`Veicolo sostitutivo quando serve`,
    ],
    way: { call: true, service: 'Assistenza Nazionale' },
  },
];

/** Home page section 'servizi': six service cards. */
export function Services() {
  const { i18n } = useLingui();
  return (
    <Section id="servizi" aria-labelledby="servizi-title">
      <SectionHeading
        id="servizi-title"
        eyebrow={<Trans>Servizi</Trans>}
        title={<Trans>Tutto ciò che serve per muoversi, in un solo partner</Trans>}
        lead={
          <Trans>
            Dalla berlina per l'evento importante al trasporto di un carico completo: mezzi curati, persone competenti e
            tempi certi.
          </Trans>
        }
      />
      <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
        {SERVICES.map(({ key, Icon, title, text, features, way }, index) => (
          <article key={key} className={classes.card} aria-labelledby={`servizio-${key}`}>
            <div className={classes.top}>
              <span className={classes.icon}>
                <Icon size={26} stroke={1.4} aria-hidden />
              </span>
              <span className={classes.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 id={`servizio-${key}`} className={classes.title}>
              {i18n._(title)}
            </h3>
            <p className={classes.text}>{i18n._(text)}</p>
            <ul className={classes.features}>
              {features.map((feature) => (
                <li key={feature.id}>
                  <IconCheck size={16} stroke={2} aria-hidden className={classes.check} />
                  <span>{i18n._(feature)}</span>
                </li>
              ))}
            </ul>
            <ServiceLinks way={way} titleId={`servizio-${key}`} />
          </article>
        ))}
      </ResponsiveGrid>
    </Section>
  );
}
