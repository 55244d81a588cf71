import { Trans } from '@lingui/react/macro';
import { COMPANY, FIRM_OPENING_HOURS } from '@nbt/validation';
import { IconClock, IconMail, IconMessage2Bolt, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OpeningHoursList } from '../../layout/OpeningHours';
import { Section, SectionHeading } from '../../layout/Section';
import type { ContactFormProps } from '../ContactForm';
import classes from './ContactSection.module.css';
import split from '../split-layout.module.css';
import { FormSlot } from './form-slot-section';

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
        <FormSlot {...props} />
      </div>
    </Section>
  );
}
