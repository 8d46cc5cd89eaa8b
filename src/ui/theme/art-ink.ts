import type { ArtColour } from './art-palette';
import { ART_PALETTE } from './art-palette';
import { portalSystem } from './theme';

/** The illustrations' colours as the theme's CSS variables (SVG paint takes `var()`): `fill={ART.brand}`. */
export const ART = Object.fromEntries(Object.keys(ART_PALETTE).map((name) => [name, portalSystem.token.var(`colors.art.${name}`) as string])) as Record<ArtColour, string>;
