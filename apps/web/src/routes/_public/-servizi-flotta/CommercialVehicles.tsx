import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Section, SectionHeading } from '../../../components/layout/Section';
import classes from './servizi-flotta.module.css';
import { CheckList } from './CheckList';
import { ServiceLinks } from '../../../components/home/Services/ServiceLinks';
import { FleetImage } from './FleetImage';

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

/** Commercial vehicles for companies: what the long-term rental includes and the models. */
export function CommercialVehicles() {
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
          <ServiceLinks way={{ service: 'Noleggio a Lungo Termine' }} titleId="veicoli-title" />
        </div>
        <div className={classes.visual}>
          <FleetImage name="fleet-van" />
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
