import {
  Button,
  type CardProps,
  Container,
  createTheme,
  type ModalProps,
  Paper,
  rem,
  Title,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * The single accent: a muted champagne gold, used for primary actions, links and
 * highlights only. Shade 5 is the brand tone on the dark base, shade 7 on light surfaces.
 */
const gold: MantineColorsTuple = [
  '#fbf7ec',
  '#f3ead2',
  '#e7d5a6',
  '#dbbf77',
  '#d1ad51',
  '#caa139',
  '#c69a2b',
  '#ae861f',
  '#9b7717',
  '#866507',
];

/**
 * Warm graphite instead of Mantine's cool greys: it replaces `dark`, so every surface
 * of the dark colour scheme (body = 7, cards/inputs = 6, borders = 4, dimmed text = 2)
 * takes this tone.
 */
const dark: MantineColorsTuple = [
  '#d9d6d0',
  '#bdb9b2',
  '#8f8b84',
  '#6e6a64',
  '#47443f',
  '#3a3733',
  '#2b2926',
  '#1f1d1b',
  '#171614',
  '#0f0e0d',
];

/**
 * Self-hosted Inter first; Arabic and Chinese come from self-hosted Noto faces, loaded only when
 * that language is chosen (lib/i18n.ts), then system fonts.
 */
const fontStack = [
  "'Inter Variable'",
  "'Noto Sans Arabic Variable'",
  "'Noto Sans SC Variable'",
  'system-ui',
  '-apple-system',
  "'Segoe UI'",
  'Roboto',
  "'Noto Sans'",
  "'Noto Sans Arabic'",
  "'Noto Sans SC'",
  "'PingFang SC'",
  "'Microsoft YaHei'",
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'gold',
  // One shade for both schemes: Mantine's autoContrast picks the text colour from the light shade,
  // so they must match for filled gold buttons to get dark text on this dark-first site.
  primaryShade: { light: 5, dark: 5 },
  colors: { gold, dark },
  white: '#ffffff',
  black: '#0f0e0d',
  autoContrast: true,
  luminanceThreshold: 0.35,
  cursorType: 'pointer',
  respectReducedMotion: true,

  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '650',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 1.5rem + 3vw, 4rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.75rem, 1.35rem + 1.6vw, 2.75rem)', lineHeight: '1.15' },
      h3: { fontSize: rem(26), lineHeight: '1.25' },
      h4: { fontSize: rem(21), lineHeight: '1.3' },
      h5: { fontSize: rem(18), lineHeight: '1.4' },
      h6: { fontSize: rem(16), lineHeight: '1.45' },
    },
  },

  defaultRadius: 'md',
  radius: {
    xs: rem(4),
    sm: rem(8),
    md: rem(12),
    lg: rem(18),
    xl: rem(28),
  },
  spacing: {
    xs: rem(10),
    sm: rem(14),
    md: rem(20),
    lg: rem(28),
    xl: rem(44),
  },
  shadows: {
    xs: '0 1px 2px rgba(0, 0, 0, 0.18)',
    sm: '0 2px 8px rgba(0, 0, 0, 0.18)',
    md: '0 8px 24px rgba(0, 0, 0, 0.22)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.26)',
    xl: '0 24px 64px rgba(0, 0, 0, 0.32)',
  },
  defaultGradient: { from: 'gold.4', to: 'gold.8', deg: 135 },

  components: {
    Button: Button.extend({ defaultProps: { radius: 'xl' } }),
    // Plain objects for what the public pages do not use (see Modal below).
    Card: { defaultProps: { radius: 'lg', padding: 'lg' } satisfies Partial<CardProps> },
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
    Container: Container.extend({ defaultProps: { size: 'xl' } }),
    Title: Title.extend({ styles: { root: { letterSpacing: '-0.02em' } } }),
    // A dialog's <header> is not the page's banner landmark: without a role it would be a second one.
    // Covers <Modal> and the confirm dialogs of @mantine/modals; compound modals set it themselves.
    // A plain object, not Modal.extend: that would bring the modal's code into every page's first script.
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } satisfies Partial<ModalProps> },
  },
});
