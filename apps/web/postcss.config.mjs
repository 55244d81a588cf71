import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

/**
 * Mantine's Loader writes `animation-delay: 0`; a time needs its unit (`0s`), or the HTML
 * checker refuses the page's inlined styles.
 */
const timesWithUnits = {
  postcssPlugin: 'times-with-units',
  Declaration: {
    'animation-delay': (declaration) => {
      if (declaration.value.trim() === '0') declaration.value = '0s';
    },
  },
};

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    timesWithUnits,
  ],
};
