import type { Locale } from '../../../lib/i18n';
import classes from './LanguageSwitcher.module.css';

/**
 * A 3:2 flag for a language of the switcher; decorative, the native name labels it. Emoji flags
 * are not drawn on Windows and on many Linux desktops (they show two letters), so the site ships
 * its own, simplified ones: small SVG files in `public/flags/`, kept out of the scripts.
 */
export function Flag({ locale }: { locale: Locale }) {
  return <img className={classes.flag} src={`/flags/${locale}.svg`} alt="" width={21} height={14} decoding="async" />;
}
