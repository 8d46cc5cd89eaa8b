import { ART } from '../../theme/art-ink';
/** Our own light illustration: parcels moving between connected service blocks (decorative, no text). */
export const CapabilitiesArt = () => (
  <svg viewBox="0 0 360 200" role="presentation" aria-hidden="true" focusable="false" width="100%">
    <rect x="0" y="0" width="360" height="200" rx="20" fill={ART.brandTint} />
    <g stroke={ART.brand} strokeWidth="2.5" fill="none" strokeDasharray="6 6" opacity="0.6">
      <path d="M96 64 H180 V136 H264" />
      <path d="M96 136 H180" />
      <path d="M180 64 H264" />
    </g>
    <g fill={ART.paper} stroke={ART.line} strokeWidth="2">
      <rect x="36" y="40" width="60" height="48" rx="10" />
      <rect x="36" y="112" width="60" height="48" rx="10" />
      <rect x="264" y="40" width="60" height="48" rx="10" />
      <rect x="264" y="112" width="60" height="48" rx="10" />
    </g>
    <g fill={ART.brand}>
      <rect x="48" y="54" width="36" height="7" rx="3.5" />
      <rect x="48" y="126" width="28" height="7" rx="3.5" />
      <rect x="276" y="54" width="30" height="7" rx="3.5" />
      <rect x="276" y="126" width="36" height="7" rx="3.5" />
    </g>
    <g fill={ART.grey}>
      <rect x="48" y="68" width="24" height="5" rx="2.5" />
      <rect x="48" y="140" width="32" height="5" rx="2.5" />
      <rect x="276" y="68" width="26" height="5" rx="2.5" />
      <rect x="276" y="140" width="20" height="5" rx="2.5" />
    </g>
    <g>
      <rect x="162" y="82" width="36" height="36" rx="6" fill={ART.amber} />
      <path d="M162 94 H198 M180 82 V118" stroke={ART.amberDeep} strokeWidth="2" />
    </g>
  </svg>
);
