import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { COMPANY } from '@nbt/validation';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useConsent } from '../../../lib/consent';
import classes from './MapFacade.module.css';

/** A quiet street-grid drawing under the button, so the placeholder reads as a map. */
function MapSketch() {
  return (
    <svg className={classes.sketch} viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeLinecap="round">
        <path d="M-10 190 C 80 170, 150 200, 230 150 S 360 90, 420 100" strokeWidth="9" opacity="0.55" />
        <path d="M60 -10 L 120 260" strokeWidth="5" opacity="0.4" />
        <path d="M300 -10 C 280 80, 320 160, 290 260" strokeWidth="5" opacity="0.4" />
        <path d="M-10 70 L 410 40" strokeWidth="3" opacity="0.3" />
        <path d="M-10 120 L 410 130" strokeWidth="2" opacity="0.25" />
        <path d="M180 -10 L 200 260" strokeWidth="2" opacity="0.25" />
        <path d="M-10 230 L 410 215" strokeWidth="2" opacity="0.25" />
      </g>
    </svg>
  );
}

/**
 * The 'Come Raggiungerci' map: nothing is requested from OpenStreetMap until the visitor clicks,
 * or has accepted the 'preferences' cookie category, so no third party sees a visit without consent.
 */
export function MapFacade() {
  const { t } = useLingui();
  const { preferences } = useConsent();
  const [requested, setRequested] = useState(false);
  const showMap = requested || preferences.preferences;

  if (showMap) {
    return (
      <div className={classes.frame}>
        <iframe
          className={classes.iframe}
          src={COMPANY.mapEmbedUrl}
          title={t`Mappa della sede: ${COMPANY.fixedAddressLine}`}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      </div>
    );
  }

  return (
    <div className={classes.frame} data-facade="true">
      <MapSketch />
      <div className={classes.overlay}>
        <span className={classes.pin}>
          <IconMapPin size={26} stroke={1.5} aria-hidden="true" />
        </span>
        <Button onClick={() => setRequested(true)}>
          <Trans>Carica la mappa</Trans>
        </Button>
        <p className={classes.note}>
          <Trans>
            La mappa è fornita da OpenStreetMap, che riceverà il tuo indirizzo IP. Dettagli nella{' '}
            <Link to="/cookie-policy" className={classes.link}>
              Cookie Policy
            </Link>
            .
          </Trans>
        </p>
      </div>
    </div>
  );
}
