import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowRight, IconClock24, IconMail, IconMapPin, IconMessage2Bolt, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { serviceSlug } from '@nbt/validation/rules';
import { Section, SectionHeading } from '../../../components/layout/Section';
import { telHref, useMainOffice } from '../../../components/layout/use-main-office';
import classes from './servizi-flotta.module.css';

/** How to reach the fleet office: the main office's contacts and a quote request. */
export function FleetContacts() {
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
            renderRoot={(props) => (
              <Link
                {...props}
                to="/"
                search={{ servizio: serviceSlug('Noleggio Flotte Aziendali') }}
                hash="contatti"
                hashScrollIntoView={false}
              />
            )}
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
