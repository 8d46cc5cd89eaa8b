import { ART } from '../../theme/art-ink';
/** The warehouse rack the six warehousing drawings share, at the left of the frame. */
export const Rack = () => (
  <g>
    <rect x="44" y="96" width="116" height="156" rx="6" fill={ART.paper} stroke={ART.line} strokeWidth="3" />
    <line x1="44" y1="148" x2="160" y2="148" stroke={ART.line} strokeWidth="3" />
    <line x1="44" y1="200" x2="160" y2="200" stroke={ART.line} strokeWidth="3" />
    <rect x="56" y="116" width="40" height="30" rx="3" fill={ART.navyLight} stroke={ART.navy} strokeWidth="2" />
    <rect x="104" y="124" width="44" height="22" rx="3" fill={ART.brandLight} stroke={ART.brand} strokeWidth="2" />
    <rect x="56" y="170" width="52" height="28" rx="3" fill={ART.brandLight} stroke={ART.brand} strokeWidth="2" />
    <rect x="116" y="176" width="32" height="22" rx="3" fill={ART.navyLight} stroke={ART.navy} strokeWidth="2" />
    <rect x="60" y="222" width="84" height="28" rx="3" fill={ART.navyLight} stroke={ART.navy} strokeWidth="2" />
  </g>
);
