import { ART } from '../../theme/art-ink';
/** Our own illustration: a route network between warehouses (decorative, no text). */
export const HomeHeroArt = () => (
  <svg viewBox="0 0 520 320" role="presentation" aria-hidden="true" focusable="false" width="100%">
    <defs>
      <linearGradient id="hero-sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={ART.brandTint} />
        <stop offset="1" stopColor={ART.panelEnd} />
      </linearGradient>
    </defs>
    <rect x="0" y="0" width="520" height="320" rx="24" fill="url(#hero-sky)" />
    <g stroke={ART.brand} strokeWidth="3" fill="none" strokeDasharray="8 8" opacity="0.55">
      <path d="M90 230 C170 120 260 250 330 140 S440 90 460 70" />
      <path d="M90 230 C200 260 300 280 430 230" />
    </g>
    <g fill={ART.paper} stroke={ART.line} strokeWidth="2">
      <rect x="50" y="200" width="80" height="56" rx="8" />
      <rect x="300" y="110" width="70" height="50" rx="8" />
      <rect x="400" y="200" width="80" height="56" rx="8" />
      <rect x="430" y="40" width="60" height="44" rx="8" />
    </g>
    <g fill={ART.brand}>
      <rect x="62" y="214" width="56" height="8" rx="4" />
      <rect x="312" y="122" width="46" height="8" rx="4" />
      <rect x="412" y="214" width="56" height="8" rx="4" />
      <rect x="440" y="52" width="40" height="8" rx="4" />
    </g>
    <g fill={ART.grey}>
      <rect x="62" y="230" width="40" height="6" rx="3" />
      <rect x="312" y="138" width="30" height="6" rx="3" />
      <rect x="412" y="230" width="40" height="6" rx="3" />
    </g>
    <circle cx="330" cy="140" r="7" fill={ART.brand} />
    <circle cx="90" cy="230" r="7" fill={ART.brand} />
    <circle cx="430" cy="230" r="7" fill={ART.brand} />
  </svg>
);
