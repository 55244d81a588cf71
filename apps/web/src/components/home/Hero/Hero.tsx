import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { scrollToId } from '../../../lib/scroll';
import classes from './Hero.module.css';
import { PageContainer } from '../../layout/Section';

/**
 * The opening band of the home page (id 'home'): a large headline over a studio shot of a
 * saloon, with the two main actions. The picture is a static, bundled WebP (two widths).
 */
export function Hero() {
  const { t } = useLingui();
  return (
    <section id="home" className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.media}>
        <img
          className={classes.image}
          src="/hero/hero-1600.webp"
          srcSet="/hero/hero-800.webp 800w, /hero/hero-1600.webp 1600w"
          sizes="(min-width: 62em) 70vw, 100vw"
          width={1600}
          height={1000}
          alt={t`Berlina di lusso nera in studio, vista di profilo`}
          fetchPriority="high"
          decoding="async"
        />
      </div>
      <div className={classes.glow} aria-hidden="true" />
      <PageContainer className={classes.content}>
        <Text className={classes.eyebrow}>
          <Trans>Dal 2017 alle porte di Milano</Trans>
        </Text>
        <Title order={1} id="hero-title" className={classes.title}>
          <Trans>
            Eccellenza in <span className={classes.accent}>Movimento</span>
          </Trans>
        </Title>
        <Text className={classes.lead}>
          <Trans>
            Noleggio e vendita di auto di lusso, trasporti pesanti, movimento terra e assistenza in tutta Italia: un
            unico partner per chi si muove, per lavoro o per piacere.
          </Trans>
        </Text>
        <Group gap="md" mt={40} className={classes.actions}>
          <Button
            component={Link}
            to="/veicoli"
            size="lg"
            rightSection={<IconArrowRight size={18} stroke={1.8} aria-hidden="true" className={classes.arrow} />}
          >
            <Trans>Veicoli disponibili</Trans>
          </Button>
          <Button
            component="a"
            href="#contatti"
            size="lg"
            variant="outline"
            color="gray.0"
            className={classes.secondary}
            onClick={(event) => {
              event.preventDefault();
              scrollToId('contatti');
            }}
          >
            <Trans>Contattaci</Trans>
          </Button>
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>
              <Trans>Anni di esperienza</Trans>
            </dt>
            <dd>
              <span dir="ltr">7+</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Clienti soddisfatti</Trans>
            </dt>
            <dd>
              <span dir="ltr">200+</span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Assistenza</Trans>
            </dt>
            <dd>
              <span dir="ltr">24/7</span>
            </dd>
          </div>
        </dl>
      </PageContainer>
    </section>
  );
}
