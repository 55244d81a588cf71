import { Trans } from '@lingui/react/macro';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import type { ReactNode } from 'react';
import { CookieBanner } from '../../consent/CookieBanner';
import { Footer } from '../Footer';
import { Header } from '../Header';
import classes from './PublicLayout.module.css';

/**
 * Mantine judges a filled button's text colour on the *light* primary shade (gold.7), so gold
 * buttons got white text (2.4:1 on the gold.5 the dark scheme shows). With this threshold the gold
 * shades count as light and get black text (8.7:1). Belongs in theme.ts; kept here, scoped to the
 * public site, until the theme carries it.
 */
const CONTRAST_FIX: MantineThemeOverride = { luminanceThreshold: 0.25 };

/**
 * The frame of every public page: skip link, header, the page in <main>, footer, and the cookie
 * banner with its settings dialog. Pages render their own sections inside.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <MantineThemeProvider theme={CONTRAST_FIX}>
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
    </MantineThemeProvider>
  );
}
