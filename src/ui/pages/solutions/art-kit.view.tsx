/** The few colours every solution drawing uses (the portal's brand red and navy, light tints, a neutral line). */
export const ART_INK = {
  brand: '#c8161d',
  brandLight: '#ffe0de',
  navy: '#3a5a8c',
  navyLight: '#dce5f2',
  line: '#d0d5dd',
  grey: '#98a2b3',
  paper: '#ffffff',
} as const;

/** The warehouse rack the six warehousing drawings share, at the left of the frame. */
export const Rack = () => (
  <g>
    <rect x="44" y="96" width="116" height="156" rx="6" fill={ART_INK.paper} stroke={ART_INK.line} strokeWidth="3" />
    <line x1="44" y1="148" x2="160" y2="148" stroke={ART_INK.line} strokeWidth="3" />
    <line x1="44" y1="200" x2="160" y2="200" stroke={ART_INK.line} strokeWidth="3" />
    <rect x="56" y="116" width="40" height="30" rx="3" fill={ART_INK.navyLight} stroke={ART_INK.navy} strokeWidth="2" />
    <rect x="104" y="124" width="44" height="22" rx="3" fill={ART_INK.brandLight} stroke={ART_INK.brand} strokeWidth="2" />
    <rect x="56" y="170" width="52" height="28" rx="3" fill={ART_INK.brandLight} stroke={ART_INK.brand} strokeWidth="2" />
    <rect x="116" y="176" width="32" height="22" rx="3" fill={ART_INK.navyLight} stroke={ART_INK.navy} strokeWidth="2" />
    <rect x="60" y="222" width="84" height="28" rx="3" fill={ART_INK.navyLight} stroke={ART_INK.navy} strokeWidth="2" />
  </g>
);
