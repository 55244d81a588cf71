import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { COMPANY } from '@nbt/validation';
import type { ListTab } from '@nbt/validation/rules';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandYoutube } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { openCookieSettings } from '../../../lib/consent';
import { localeOf, localizePath } from '../../../lib/i18n';
import { useGoToSection } from '../../../lib/scroll';
import { Wordmark } from '../Logo';
import { OpeningHoursList } from '../OpeningHours';
import { telHref, useMainOffice, type ContactDetails } from '../use-main-office';
import { AgencyMark } from './AgencyMark';
import classes from './Footer.module.css';
import { useAdminTrigger } from './use-admin-trigger';
import { PageContainer } from '../Section';

type IconComponent = ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean }>;

const SOCIAL_LINKS: readonly { name: string; href: string; Icon: IconComponent }[] = [
  { name: 'Facebook', href: COMPANY.social.facebook, Icon: IconBrandFacebook },
  { name: 'Instagram', href: COMPANY.social.instagram, Icon: IconBrandInstagram },
  { name: 'LinkedIn', href: COMPANY.social.linkedin, Icon: IconBrandLinkedin },
  { name: 'YouTube', href: COMPANY.social.youtube, Icon: IconBrandYoutube },
];

/**
 * Where a footer list entry leads: a home page section, the vehicle list showing one brand, or a
 * page's section.
 */
type FooterTarget =
  { section: string } | { brand: string } | { tab: ListTab } | { to: '/servizi-flotta'; hash: 'veicoli' | 'tir' };

const SERVICE_LINKS: readonly { label: MessageDescriptor; target: FooterTarget }[] = [
  { label: msg`Auto di Lusso`, target: { section: 'servizi' } },
  { label: msg`Trasporti Pesanti`, target: { to: '/servizi-flotta', hash: 'tir' } },
  { label: msg`Movimento Terra`, target: { section: 'servizi' } },
  { label: msg`Autoriparazioni`, target: { section: 'servizi' } },
  { label: msg`Autolavaggio`, target: { section: 'servizi' } },
];

const FLEET_LINKS: readonly { label: MessageDescriptor; target: FooterTarget }[] = [
  { label: msg`BMW`, target: { brand: 'BMW' } },
  { label: msg`Mercedes`, target: { brand: 'Mercedes' } },
  { label: msg`Audi`, target: { brand: 'Audi' } },
  { label: msg`Mezzi Pesanti`, target: { tab: 'tir' } },
  { label: msg`Escavatori`, target: { tab: 'movimento-terra' } },
];

function FooterLink({ label, target }: { label: MessageDescriptor; target: FooterTarget }) {
  const { i18n } = useLingui();
  const goToSection = useGoToSection();
  if ('section' in target) {
    return (
      <a
        href={`${localizePath('/', localeOf(i18n.locale))}#${target.section}`}
        className={classes.link}
        onClick={(event: MouseEvent) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          goToSection(target.section);
        }}
      >
        {i18n._(label)}
      </a>
    );
  }
  if ('hash' in target) {
    return (
      <Link to={target.to} hash={target.hash} hashScrollIntoView={false} className={classes.link}>
        {i18n._(label)}
      </Link>
    );
  }
  if ('tab' in target) {
    return (
      <Link to="/veicoli" search={{ tab: target.tab }} className={classes.link}>
        {i18n._(label)}
      </Link>
    );
  }
  // The brand as words to find, so 'Mercedes' finds a 'Mercedes-Benz' too.
  return (
    <Link to="/veicoli" search={{ cerca: target.brand }} className={classes.link}>
      {i18n._(label)}
    </Link>
  );
}

function LinkList({ headingId, heading, children }: { headingId: string; heading: ReactNode; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {heading}
      </h2>
      <ul className={classes.list}>{children}</ul>
    </div>
  );
}

function ContactBlock() {
  const { t } = useLingui();
  const { contact, isPending } = useMainOffice();

  if (isPending) {
    return (
      <Stack gap={10} aria-busy="true" aria-label={t`Caricamento dei contatti`} role="status">
        <Skeleton height={14} width="70%" />
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={12} width="55%" />
        <Skeleton height={12} width="75%" />
        <Skeleton height={12} width="65%" mt="sm" />
      </Stack>
    );
  }
  return <ContactDetailsView contact={contact} />;
}

function ContactDetailsView({ contact }: { contact: ContactDetails }) {
  const cityLine = [contact.postalCode, contact.city].filter(Boolean).join(' ');
  return (
    <>
      <address className={classes.address}>
        <strong className={classes.officeName} dir="auto">
          {contact.name}
        </strong>
        {/* Street names and numbers read left to right even on an Arabic page. */}
        {contact.address ? <span dir="auto">{contact.address}</span> : null}
        {cityLine ? <span dir="auto">{cityLine}</span> : null}
        {contact.phone ? (
          <a className={classes.link} href={telHref(contact.phone)} dir="ltr">
            {contact.phone}
          </a>
        ) : null}
        {contact.email ? (
          <a className={classes.link} href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </a>
        ) : null}
      </address>
      <p className={classes.hoursTitle}>
        <Trans>Orari di apertura:</Trans>
      </p>
      <OpeningHoursList hours={contact.hours} className={classes.hours} />
    </>
  );
}

/**
 * The public footer: brand blurb with the hidden admin letter, social links,
 * 'Servizi' and 'Flotta' lists, the main office's contacts and hours, legal links and credits.
 */
export function Footer() {
  const { t } = useLingui();
  useAdminTrigger();
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <PageContainer>
        <div className={classes.grid}>
          <div className={classes.brand}>
            <Link to="/" className={classes.logo}>
              <Wordmark />
              <VisuallyHidden>
                <Trans>(pagina iniziale)</Trans>
              </VisuallyHidden>
            </Link>
            <p className={classes.blurb}>
              <Trans>
                Eccellenza in{' '}
                <span className={classes.secret} data-admin-trigger="">
                  m
                </span>
                ovimento dal 2017: noleggio e vendita di auto di lusso, trasporti pesanti, movimento terra e assistenza
                in tutta Italia, alle porte di Milano.
              </Trans>
            </p>
            <ul className={classes.social} aria-label={t`Social network`}>
              {SOCIAL_LINKS.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.socialLink}
                    aria-label={t`${name} (si apre in una nuova scheda)`}
                  >
                    <Icon size={18} stroke={1.6} aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <LinkList headingId="footer-servizi" heading={<Trans>Servizi</Trans>}>
            {SERVICE_LINKS.map((item) => (
              <li key={item.label.id}>
                <FooterLink {...item} />
              </li>
            ))}
          </LinkList>

          <LinkList headingId="footer-flotta" heading={<Trans>Flotta</Trans>}>
            {FLEET_LINKS.map((item) => (
              <li key={item.label.id}>
                <FooterLink {...item} />
              </li>
            ))}
          </LinkList>

          <section aria-labelledby="footer-contatti" className={classes.contacts}>
            <h2 id="footer-contatti" className={classes.heading}>
              <Trans>Contatti</Trans>
            </h2>
            <ContactBlock />
          </section>
        </div>

        <div className={classes.bottom}>
          <p className={classes.copyright}>
            <bdi>
              © {year} {COMPANY.legalName}
            </bdi>{' '}
            — <Trans>P.IVA</Trans> <span dir="ltr">{COMPANY.vatNumber}</span>
          </p>
          <ul className={classes.legal}>
            <li>
              <Link to="/privacy-policy" className={classes.link}>
                <Trans>Privacy Policy</Trans>
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={classes.link}>
                <Trans>Cookie Policy</Trans>
              </Link>
            </li>
            <li>
              <UnstyledButton className={classes.link} onClick={openCookieSettings}>
                <Trans>Impostazioni cookie</Trans>
              </UnstyledButton>
            </li>
            <li>
              <a href={COMPANY.agency.url} target="_blank" rel="noopener noreferrer" className={classes.agency}>
                <span>
                  <Trans>Created by</Trans>
                </span>{' '}
                <AgencyMark className={classes.agencyMark} />
                <span className={classes.agencyName}>{COMPANY.agency.name}</span>
                <VisuallyHidden>
                  {' '}
                  <Trans>(si apre in una nuova scheda)</Trans>
                </VisuallyHidden>
              </a>
            </li>
            <li>
              <Link to="/admin" className={classes.dot} aria-label={t`Area riservata`}>
                <span className={classes.dotMark} />
              </Link>
            </li>
          </ul>
        </div>
      </PageContainer>
    </footer>
  );
}
