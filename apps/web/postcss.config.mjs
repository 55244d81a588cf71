import { readFileSync } from 'node:fs';

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

/**
 * The site is dark only (the server writes `data-mantine-color-scheme="dark"`, MantineProvider
 * defaults to it and nothing offers another), so the rules Mantine and our own styles write for
 * the light scheme never apply: about a tenth of every stylesheet, dropped.
 */
const darkOnly = {
  postcssPlugin: 'dark-only',
  Rule(rule) {
    const light = /\[data-mantine-color-scheme=['"]?light['"]?\]/;
    if (!light.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !light.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
};

/**
 * Mantine's default palettes that nothing on the site names (src/styles/palettes.test.ts keeps it
 * so): their dozens of colour variables are dropped from Mantine's default variables.
 */
const UNUSED_PALETTES = JSON.parse(readFileSync(new URL('./src/styles/unused-palettes.json', import.meta.url), 'utf8'));
const unusedPalettes = {
  postcssPlugin: 'unused-palettes',
  Declaration(declaration) {
    const palette = /^--mantine-color-([a-z]+)-/.exec(declaration.prop)?.[1];
    if (palette && UNUSED_PALETTES.includes(palette)) declaration.remove();
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
    darkOnly,
    unusedPalettes,
  ],
};
