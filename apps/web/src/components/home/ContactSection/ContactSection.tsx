import { Trans } from '@lingui/react/macro';
import { COMPANY, FIRM_OPENING_HOURS } from '@nbt/validation';
import { IconClock, IconMail, IconMessage2Bolt, IconPhone } from '@tabler/icons-react';
import { ClientOnly } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { OpeningHoursList } from '../../layout/OpeningHours';
import { Section, SectionHeading } from '../../layout/Section';
import type { ContactFormProps } from '../ContactForm';
import classes from './ContactSection.module.css';
import split from '../split-layout.module.css';
import { withDeferredMessages } from '../../../lib/deferred-catalog';

function InfoRow({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className={classes.row}>
      <span className={classes.icon}>{icon}</span>
      <div>
        <p className={classes.rowTitle}>{title}</p>
        <div className={classes.rowBody}>{children}</div>
      </div>
    </li>
  );
}

/**
 * The form (with its validation schema and zod) loads beside the page, not before its first paint:
 * it sits at the bottom of the home page. Its place is kept meanwhile so nothing below moves.
 */
const ContactForm = lazy(() =>
  withDeferredMessages(() => import('../ContactForm/ContactForm')).then((module) => ({ default: module.ContactForm })),
);

function ContactFormPlaceholder() {
  return <div className={classes.formPlaceholder} aria-busy="true" />;
}

/** Home page section 'contatti': the fixed contact values beside the contact form. */
export function ContactSection(props: ContactFormProps) {
  const replyHours = COMPANY.replyWithinHours;
  return (
    <Section id="contatti" aria-labelledby="contatti-title">
      <div className={`${split.layout} ${classes.layout}`}>
        <div>
          <SectionHeading
            id="contatti-title"
            eyebrow={<Trans>Contatti</Trans>}
            title={<Trans>Parliamo del tuo prossimo viaggio</Trans>}
            lead={
              <Trans>
                Noleggio, acquisto, un trasporto o un preventivo per la tua flotta: scrivici e ti ricontattiamo entro{' '}
                {replyHours} ore.
              </Trans>
            }
          />
          <ul className={classes.info}>
            <InfoRow icon={<IconPhone size={20} stroke={1.5} aria-hidden="true" />} title={<Trans>Telefono</Trans>}>
              <a href={COMPANY.phoneHref} className={classes.link} dir="ltr">
                {COMPANY.phone}
              </a>
            </InfoRow>
            <InfoRow icon={<IconMail size={20} stroke={1.5} aria-hidden="true" />} title={<Trans>Email</Trans>}>
              <a href={`mailto:${COMPANY.email}`} className={classes.link} dir="ltr">
                {COMPANY.email}
              </a>
            </InfoRow>
            <InfoRow icon={<IconClock size={20} stroke={1.5} aria-hidden="true" />} title={<Trans>Orari</Trans>}>
              <OpeningHoursList hours={FIRM_OPENING_HOURS} className={classes.hours} />
            </InfoRow>
            <InfoRow
              icon={<IconMessage2Bolt size={20} stroke={1.5} aria-hidden="true" />}
              title={<Trans>Risposta rapida</Trans>}
            >
              <Trans>Rispondiamo entro {replyHours} ore, assistenza 24/7.</Trans>
            </InfoRow>
          </ul>
        </div>
        {/* Not rendered on the server: the page is painted with its place kept, then the form loads. */}
        <ClientOnly fallback={<ContactFormPlaceholder />}>
          <Suspense fallback={<ContactFormPlaceholder />}>
            {/* A link naming another service opens the form afresh with that one chosen. */}
            <ContactForm key={props.service ?? ''} {...props} />
          </Suspense>
        </ClientOnly>
      </div>
    </Section>
  );
}
