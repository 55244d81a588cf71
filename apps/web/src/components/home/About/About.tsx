import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { COMPANY } from '@nbt/validation';
import { IconExternalLink, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Section, SectionHeading } from '../../layout/Section';
import { MapFacade } from '../MapFacade';
import classes from './About.module.css';
import split from '../split-layout.module.css';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';

/** Home page section 'chi-siamo': who the firm is, three key figures and how to reach it. */
export function About() {
  return (
    <Section id="chi-siamo" aria-labelledby="chi-siamo-title">
      <div className={`${split.layout} ${classes.layout}`}>
        <div>
          <SectionHeading
            id="chi-siamo-title"
            eyebrow={<Trans>Chi Siamo</Trans>}
            title={<Trans>Una realtà di famiglia, con lo sguardo su tutta Italia</Trans>}
          />
          <div className={classes.copy}>
            <p>
              <Trans>
                NBT nasce nel 2017 alle porte di Milano dalla passione per le auto e dall'esperienza nel trasporto su
                strada. Oggi affianchiamo privati e aziende con il noleggio e la vendita di vetture di prestigio, i
                trasporti pesanti, il movimento terra, l'officina e l'autolavaggio.
              </Trans>
            </p>
            <p>
              <Trans>
                Lavoriamo con pochi principi: mezzi sempre in ordine, preventivi chiari e una persona che risponde
                quando ne hai bisogno, di giorno e di notte.
              </Trans>
            </p>
          </div>
          <dl className={classes.stats}>
            <div className={classes.stat}>
              <dt className={classes.label}>
                <Trans>di esperienza nel settore</Trans>
              </dt>
              <dd className={classes.value}>
                <Trans>7+ Anni</Trans>
              </dd>
            </div>
            <div className={classes.stat}>
              <dt className={classes.label}>
                <Trans>copertura in tutta Italia</Trans>
              </dt>
              <dd className={classes.value}>
                <Trans>Nazionale</Trans>
              </dd>
            </div>
            <div className={classes.stat}>
              <dt className={classes.label}>
                <Trans>clienti soddisfatti</Trans>
              </dt>
              <dd className={classes.value}>
                <span dir="ltr">200+</span>
              </dd>
            </div>
          </dl>
        </div>

        <div className={classes.reach} aria-labelledby="raggiungerci-title" role="region">
          <h3 id="raggiungerci-title" className={classes.reachTitle}>
            <Trans>Come Raggiungerci</Trans>
          </h3>
          <ResponsiveGrid cols={{ base: 1, xs: 2 }} spacing="md" className={classes.reachDetails}>
            <p className={classes.detail}>
              <IconMapPin size={20} stroke={1.5} aria-hidden="true" className={classes.detailIcon} />
              <span dir="auto">{COMPANY.fixedAddressLine}</span>
            </p>
            <p className={classes.detail}>
              <IconPhone size={20} stroke={1.5} aria-hidden="true" className={classes.detailIcon} />
              <a href={COMPANY.phoneHref} className={classes.detailLink} dir="ltr">
                {COMPANY.phone}
              </a>
            </p>
          </ResponsiveGrid>
          <MapFacade />
          <Button
            component="a"
            href={COMPANY.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="outline"
            mt="md"
            rightSection={<IconExternalLink size={16} stroke={1.6} aria-hidden="true" />}
          >
            <Trans>Ottieni Indicazioni</Trans>
          </Button>
        </div>
      </div>
    </Section>
  );
}
