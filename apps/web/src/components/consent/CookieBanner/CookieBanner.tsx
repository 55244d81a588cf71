import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_BANNER_DELAY_MS, useConsent } from '../../../lib/consent';
import { withDeferredMessages } from '../../../lib/deferred-catalog';

/**
 * The banner's code, fetched only for a visitor who has not chosen yet (most returning ones have),
 * once its messages are in too.
 */
let panel: ReturnType<typeof fetchPanel> | undefined;
const fetchPanel = () =>
  import('./CookieBannerPanel').then(async (module) => {
    await module.messagesLoaded;
    return module;
  });
function loadPanel() {
  panel ??= fetchPanel();
  return panel;
}

const CookieBannerPanel = lazy(() => loadPanel().then((module) => ({ default: module.CookieBannerPanel })));

/** The settings dialog loads when first opened: most visitors never open it. */
const CookieSettingsModal = lazy(() =>
  withDeferredMessages(() => import('../CookieSettingsModal/CookieSettingsModal')).then((module) => ({
    default: module.CookieSettingsModal,
  })),
);

/**
 * The consent banner: one second after load, when no choice is stored, it offers
 * 'Accetta tutti', 'Solo necessari' (as prominent as accepting) and 'Personalizza'. Also mounts the
 * settings dialog, which the footer's 'Impostazioni cookie' link reopens at any time.
 */
export function CookieBanner() {
  const { status, settingsOpen } = useConsent();
  const [settingsUsed, setSettingsUsed] = useState(false);
  if (settingsOpen && !settingsUsed) setSettingsUsed(true);
  const [delayElapsed, setDelayElapsed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setDelayElapsed(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const visible = delayElapsed && status === null;
  // Once shown, kept mounted so it can slide out after the choice.
  const [panelUsed, setPanelUsed] = useState(false);
  if (visible && !panelUsed) setPanelUsed(true);
  // Fetched during the delay, so the banner is ready when the second is up.
  const undecided = status === null;
  useEffect(() => {
    if (undecided) void loadPanel();
  }, [undecided]);

  return (
    <>
      {panelUsed ? (
        <Suspense fallback={null}>
          <CookieBannerPanel visible={visible} />
        </Suspense>
      ) : null}
      {settingsUsed ? (
        <Suspense fallback={null}>
          <CookieSettingsModal />
        </Suspense>
      ) : null}
    </>
  );
}
