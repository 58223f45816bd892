import { generateFontFace, getMetricsForFamily } from 'fontaine';
import type { Plugin } from 'vite';

const MODULE = 'virtual:font-fallbacks.css';
const RESOLVED = `\0${MODULE}`;
/** The family the theme names after "Inter Variable" (src/ui/theme/theme.ts). */
export const FALLBACK_FAMILY = 'Inter Variable fallback';

/**
 * The fonts a phone or computer already has, in the order they are tried, with the names `local()` finds them by.
 * Liberation Sans has Arial's metrics (Linux, and the Chromium the tests and benchmarks run).
 */
const SYSTEM_FONTS = [
  {
    metricsOf: 'Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
  },
  { metricsOf: 'Helvetica Neue', regular: ['Helvetica Neue'], bold: ['Helvetica Neue Bold'] },
  { metricsOf: 'Roboto', regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
];

const sources = (names: string[]) => names.map((name) => `local("${name}")`).join(', ');

/**
 * Until Inter arrives the text is set in a font the device has, scaled and spaced to take Inter's room (fontaine's
 * metrics), so nothing moves when Inter replaces it: a prerendered page (ADR 0046) is read before the font is in.
 * Faces declared later are tried first, so the list is written in reverse.
 */
export function fontFallbacks(): Plugin {
  return {
    name: 'parley-font-fallbacks',
    resolveId: (id) => (id === MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const inter = await getMetricsForFamily('Inter');
      if (!inter) throw new Error('fontaine has no metrics for Inter');
      const faces: string[] = [];
      for (const font of SYSTEM_FONTS.toReversed()) {
        const metrics = await getMetricsForFamily(font.metricsOf);
        if (!metrics) throw new Error(`fontaine has no metrics for ${font.metricsOf}`);
        const face = generateFontFace(inter, { name: FALLBACK_FAMILY, font: font.metricsOf, metrics });
        for (const [weight, names] of [
          ['400', font.regular],
          ['700', font.bold],
        ] as const) {
          faces.push(face.replace(/src: [^;]+;/, `src: ${sources(names)};\n  font-weight: ${weight};`));
        }
      }
      return faces.join('\n');
    },
  };
}
