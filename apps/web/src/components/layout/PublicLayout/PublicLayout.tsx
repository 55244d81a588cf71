import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { serverRenderedSection } from '../../../lib/server-rendered-section';
import { CookieBanner } from '../../consent/CookieBanner';
import type * as FooterModule from '../Footer';
import { Header } from '../Header';
import classes from './PublicLayout.module.css';

/**
 * Below every page's fold, links and contacts only: the server writes it, and its code comes once
 * the visitor comes near it (its links work as plain links until then).
 */
const Footer = serverRenderedSection(
  import.meta.glob<typeof FooterModule>('/src/components/layout/Footer/index.ts'),
  (module) => module.Footer,
  { near: () => document.querySelector('#root footer') },
);

/**
 * The frame of every public page: skip link, header, the page in <main>, footer, and the cookie
 * banner with its settings dialog. Pages render their own sections inside.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <a
        href="#main-content"
        className={classes.skip}
        onClick={(event) => {
          // Move focus without touching the URL (the router would treat the hash as a section).
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        <Trans>Vai al contenuto</Trans>
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
