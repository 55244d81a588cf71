import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { PageContainer } from '../../../components/layout/Section';
import { scrollToId } from '../../../lib/scroll';
import classes from './servizi-flotta.module.css';

/** The page's opening: what the fleet services are, with the way to ask for a quote. */
export function FleetHero() {
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
