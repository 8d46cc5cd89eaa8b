import { ART } from '../../theme/art-ink';
/** An empty warehouse shelf (decorative). */
export const EmptyShelfArt = () => (
  <svg width="96" height="64" viewBox="0 0 96 64" aria-hidden="true" focusable="false">
    <path d="M10 8v52M86 8v52" stroke={ART.navy} strokeWidth="3" strokeLinecap="round" />
    <path d="M10 24h76M10 42h76M10 58h76" stroke={ART.navy} strokeWidth="3" strokeLinecap="round" />
    <rect x="58" y="30" width="16" height="12" rx="1.5" fill={ART.brandTint} stroke={ART.brand} strokeWidth="2" strokeDasharray="3 3" />
  </svg>
);
