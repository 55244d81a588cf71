import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { localeOf, localizePath } from '../../../lib/i18n';
import { useGoToSection, type HomeSection } from '../../../lib/scroll';

type NavItem =
  | { kind: 'section'; section: HomeSection; label: MessageDescriptor }
  | { kind: 'route'; to: '/servizi-flotta' | '/veicoli' | '/preferiti'; label: MessageDescriptor };

const NAV_ITEMS: readonly NavItem[] = [
  { kind: 'section', section: 'home', label: msg`Home` },
  { kind: 'route', to: '/servizi-flotta', label: msg`Servizi Flotta` },
  { kind: 'route', to: '/veicoli', label: msg`Veicoli` },
  { kind: 'section', section: 'chi-siamo', label: msg`Chi Siamo` },
  { kind: 'section', section: 'contatti', label: msg`Contatti` },
  // The vehicles kept with the heart, on this device.
  { kind: 'route', to: '/preferiti', label: msg`Preferiti` },
];

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NavLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const goToSection = useGoToSection();
  return NAV_ITEMS.map((item) =>
    item.kind === 'section' ? (
      <a
        key={item.section}
        href={`${localizePath('/', localeOf(i18n.locale))}#${item.section}`}
        className={className}
        onClick={(event) => {
          // Keep new-tab clicks native; a plain click scrolls (or goes home and then scrolls).
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          onNavigate?.();
          goToSection(item.section);
        }}
      >
        {i18n._(item.label)}
      </a>
    ) : (
      <Link key={item.to} to={item.to} className={className} onClick={() => onNavigate?.()}>
        {i18n._(item.label)}
      </Link>
    ),
  );
}
