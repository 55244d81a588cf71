import { Trans } from '@lingui/react/macro';
import { COMPANY } from '@nbt/validation';
import classes from './Logo.module.css';

/**
 * The brand wordmark: 'NBT' set wide, a gold emblem and a small caption. Its text is part of the
 * surrounding link's name (the link adds a hidden 'home page' hint).
 */
export function Wordmark() {
  return (
    <span className={classes.wordmark}>
      <span className={classes.mark}>
        <svg className={classes.emblem} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 19 L12 5 L20 19" />
          <path d="M8.5 19 L12 12.8 L15.5 19" />
        </svg>
        <span className={classes.letters} lang="it">
          {COMPANY.brand}
        </span>
      </span>{' '}
      <span className={classes.caption}>
        <Trans>Mobility · Milano</Trans>
      </span>
    </span>
  );
}

/** The compact, single-line text logo of the scrolled header. */
export function TextLogo() {
  return (
    <span className={classes.textLogo} lang="it">
      <span className={classes.textBrand}>{COMPANY.brand}</span> <span className={classes.textRest}>Mobility</span>
    </span>
  );
}
