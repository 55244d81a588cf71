import { useId } from 'react';
import type { Locale } from '../../../lib/i18n';
import classes from './LanguageSwitcher.module.css';

/**
 * Small vector flags for the language menu. Emoji flags are not drawn on Windows and on many
 * Linux desktops (they show two letters), so the site ships its own, simplified ones.
 */

function star(cx: number, cy: number, r: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = -Math.PI / 2 + rotation + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

function UnionJack() {
  // Clip ids must be unique in the document: the flag appears in the button and in the menu.
  const id = useId().replace(/:/g, '');
  return (
    <>
      <defs>
        <clipPath id={`${id}-t`}>
          <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
        </clipPath>
      </defs>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </>
  );
}

function FlagArt({ locale }: { locale: Locale }) {
  switch (locale) {
    case 'it':
      return (
        <>
          <rect width="10" height="20" fill="#009246" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce2b37" />
        </>
      );
    case 'fr':
      return (
        <>
          <rect width="10" height="20" fill="#0055a4" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ef4135" />
        </>
      );
    case 'de':
      return (
        <>
          <rect width="30" height="6.67" fill="#000" />
          <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
          <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
        </>
      );
    case 'es':
      return (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </>
      );
    case 'zh':
      return (
        <>
          <rect width="30" height="20" fill="#ee1c25" />
          <polygon points={star(5, 5, 3)} fill="#ffde00" />
          <polygon points={star(10, 2, 1, 0.9)} fill="#ffde00" />
          <polygon points={star(12, 4, 1, 0.4)} fill="#ffde00" />
          <polygon points={star(12, 7, 1, 0)} fill="#ffde00" />
          <polygon points={star(10, 9, 1, 0.9)} fill="#ffde00" />
        </>
      );
    case 'ar':
      return (
        <>
          <rect width="30" height="20" fill="#006c35" />
          <path
            d="M8 9 q1.5 -2.5 3 0 t3 0 t3 0 t3 0 t2 -1"
            fill="none"
            stroke="#fff"
            strokeWidth="1.1"
            strokeLinecap="round"
          />
          <path d="M8.5 13.2 h12 l1.8 -0.9" fill="none" stroke="#fff" strokeWidth="0.9" strokeLinecap="round" />
        </>
      );
    case 'en':
      return null;
  }
}

/** A 3:2 flag for a language of the switcher; decorative, the native name labels it. */
export function Flag({ locale }: { locale: Locale }) {
  const isUk = locale === 'en';
  return (
    <svg
      className={classes.flag}
      viewBox={isUk ? '0 0 60 30' : '0 0 30 20'}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      {isUk ? <UnionJack /> : <FlagArt locale={locale} />}
    </svg>
  );
}
