import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowUpRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Section, SectionHeading } from '../../layout/Section';
import classes from './FleetBrands.module.css';
import { ResponsiveGrid } from '../../layout/ResponsiveGrid';

interface Brand {
  name: 'BMW' | 'Mercedes' | 'Audi';
  image: string;
  models: readonly string[];
}

/** Model names are proper nouns: the same in every language. */
const BRANDS: readonly Brand[] = [
  { name: 'BMW', image: 'brand-bmw', models: ['Serie 3', 'Serie 5', 'X5', 'M4 Competition'] },
  { name: 'Mercedes', image: 'brand-mercedes', models: ['Classe C', 'Classe E', 'Classe S', 'GLC'] },
  { name: 'Audi', image: 'brand-audi', models: ['A4', 'A6', 'Q5', 'RS 6 Avant'] },
];

/** Home page section 'flotta': three brand cards, each leading to the vehicle list. */
export function FleetBrands() {
  const { t } = useLingui();
  return (
    <Section id="flotta" tone="deep" aria-labelledby="flotta-title">
      <SectionHeading
        id="flotta-title"
        eyebrow={<Trans>La flotta</Trans>}
        title={<Trans>I marchi che guidiamo ogni giorno</Trans>}
        lead={
          <Trans>
            Vetture recenti, tagliandate e preparate prima di ogni consegna, per il noleggio e per la vendita.
          </Trans>
        }
      />
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        {BRANDS.map((brand) => (
          <article key={brand.name} className={classes.card} aria-labelledby={`brand-${brand.name}`}>
            <div className={classes.media}>
              <img
                src={`/images/${brand.image}-800.webp`}
                srcSet={`/images/${brand.image}-480.webp 480w, /images/${brand.image}-800.webp 800w`}
                sizes="(min-width: 62em) 30vw, (min-width: 48em) 50vw, 100vw"
                width={800}
                height={500}
                alt=""
                loading="lazy"
                decoding="async"
                className={classes.image}
              />
            </div>
            <div className={classes.body}>
              <h3 id={`brand-${brand.name}`} className={classes.name}>
                {brand.name}
              </h3>
              <ul className={classes.models} aria-label={t`Modelli ${brand.name}`}>
                {brand.models.map((model) => (
                  <li key={model}>{model}</li>
                ))}
              </ul>
              {/* The link covers the whole card (see .cta::after), so the card is one big target. It opens
                  the list searching for the brand, which finds a 'Mercedes-Benz' too. */}
              <Link to="/veicoli" search={{ cerca: brand.name }} className={classes.cta}>
                <Trans>Scopri i veicoli {brand.name}</Trans>
                <IconArrowUpRight size={18} stroke={1.6} aria-hidden className={classes.arrow} />
              </Link>
            </div>
          </article>
        ))}
      </ResponsiveGrid>
    </Section>
  );
}
