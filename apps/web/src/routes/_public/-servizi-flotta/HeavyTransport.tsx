import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Section, SectionHeading } from '../../../components/layout/Section';
import classes from './servizi-flotta.module.css';
import { CheckList } from './CheckList';
import { ServiceLinks } from '../../../components/home/Services/ServiceLinks';
import { FleetImage } from './FleetImage';

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

/** Heavy transport: the trucks' specifications and the services. */
export function HeavyTransport() {
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
          <ServiceLinks way={{ tab: 'tir', service: 'Trasporti Pesanti' }} titleId="tir-title" />
        </div>
        <div className={classes.visual}>
          <FleetImage name="fleet-truck" />
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
