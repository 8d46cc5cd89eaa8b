/**
 * The illustrations' few colours, light and dark: the brand red and navy with their tints, a neutral line and grey,
 * the paper of the drawn cards and windows, and the panel behind them. The theme makes each an `art.*` token
 * (theme.ts); the drawings use them through `ART` (art-ink.ts), so they follow the theme as it switches.
 * Dark: the paper and panel step down to greys just above the page's own black, the lines stay visible on them, and
 * the reds and navy are lightened.
 */
export const ART_PALETTE = {
  brand: ['#c8161d', '#f25c54'],
  brandLight: ['#ffe0de', '#5c1a1d'],
  brandTint: ['#fff1f0', '#2a1416'],
  brandSoft: ['#ff958e', '#b8403f'],
  navy: ['#3a5a8c', '#8fa8d4'],
  navyLight: ['#dce5f2', '#22324d'],
  line: ['#d0d5dd', '#4b5565'],
  grey: ['#98a2b3', '#8a94a6'],
  paper: ['#ffffff', '#1c2029'],
  paperMuted: ['#f2f4f7', '#2a303b'],
  panelEnd: ['#f4f6fa', '#141922'],
  amber: ['#f2b36b', '#d99a4e'],
  amberDeep: ['#b7791f', '#8a5a12'],
  green: ['#1f7a3f', '#2f9e5a'],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

export type ArtColour = keyof typeof ART_PALETTE;

/** The palette as semantic colour tokens. */
export const artTokens = Object.fromEntries(
  Object.entries(ART_PALETTE).map(([name, [light, dark]]) => [name, { value: { _light: light, _dark: dark } }]),
);
