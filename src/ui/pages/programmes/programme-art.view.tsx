import { ART } from '../../theme/art-ink';
import type { ReactNode } from 'react';

/*
 * Our own illustrations for the programme heroes, in the home page's style: a soft red-to-grey panel, white
 * cards with grey outlines, the brand red for accents and dashed routes. Decorative only: hidden from assistive
 * technology, no text inside.
 */

const Panel = ({ id, children }: { id: string; children: ReactNode }) => (
  <svg viewBox="0 0 480 300" role="presentation" aria-hidden="true" focusable="false" width="100%">
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={ART.brandTint} />
        <stop offset="1" stopColor={ART.panelEnd} />
      </linearGradient>
    </defs>
    <rect x="0" y="0" width="480" height="300" rx="24" fill={`url(#${id})`} />
    {children}
  </svg>
);

const Route = ({ d }: { d: string }) => <path d={d} stroke={ART.brand} strokeWidth="3" fill="none" strokeDasharray="8 8" opacity="0.55" />;

/** A code window wired to a warehouse and a parcel: software built on the platform. */
export const IsvArt = () => (
  <Panel id="programme-art-isv">
    <Route d="M250 110 C300 110 310 70 370 70" />
    <Route d="M250 170 C300 170 320 220 370 220" />
    <rect x="50" y="60" width="200" height="170" rx="12" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="50" y="60" width="200" height="28" rx="12" fill={ART.paperMuted} />
    <circle cx="70" cy="74" r="5" fill={ART.brand} />
    <circle cx="86" cy="74" r="5" fill={ART.line} />
    <circle cx="102" cy="74" r="5" fill={ART.line} />
    <rect x="70" y="108" width="90" height="8" rx="4" fill={ART.brand} />
    <rect x="86" y="128" width="120" height="8" rx="4" fill={ART.grey} />
    <rect x="86" y="148" width="80" height="8" rx="4" fill={ART.grey} />
    <rect x="86" y="168" width="110" height="8" rx="4" fill={ART.grey} />
    <rect x="70" y="188" width="60" height="8" rx="4" fill={ART.brand} />
    <path d="M340 80 L370 50 L400 80 Z" fill={ART.brand} />
    <rect x="340" y="80" width="60" height="44" rx="4" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="358" y="98" width="24" height="26" fill={ART.line} />
    <rect x="340" y="196" width="60" height="48" rx="6" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <path d="M340 212 H400 M370 196 V212" stroke={ART.brand} strokeWidth="3" />
  </Panel>
);

/** A shop front sending parcels out along a route to a map pin: a merchant's orders delivered. */
export const MerchantArt = () => (
  <Panel id="programme-art-merchant">
    <Route d="M200 190 C260 250 320 150 400 170" />
    <rect x="60" y="110" width="140" height="120" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <path d="M52 110 L72 70 H188 L208 110 Z" fill={ART.brand} />
    <path d="M72 110 V70 M110 110 L106 70 M150 110 L154 70" stroke="#fff" strokeWidth="3" opacity="0.6" />
    <rect x="82" y="140" width="40" height="90" rx="4" fill={ART.paperMuted} stroke={ART.line} strokeWidth="2" />
    <rect x="138" y="140" width="44" height="36" rx="4" fill={ART.paperMuted} stroke={ART.line} strokeWidth="2" />
    <rect x="236" y="176" width="50" height="40" rx="5" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <path d="M236 190 H286 M261 176 V190" stroke={ART.brand} strokeWidth="3" />
    <rect x="300" y="150" width="40" height="32" rx="5" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <path d="M300 161 H340 M320 150 V161" stroke={ART.grey} strokeWidth="3" />
    <path d="M400 170 C384 150 380 140 380 130 A20 20 0 0 1 420 130 C420 140 416 150 400 170 Z" fill={ART.brand} />
    <circle cx="400" cy="130" r="7" fill={ART.paper} />
    <ellipse cx="400" cy="176" rx="18" ry="5" fill={ART.line} />
  </Panel>
);

/** Three partner cards joined to one hub: vendors, integrators and carriers around the platform. */
export const PartnerArt = () => (
  <Panel id="programme-art-partner">
    <Route d="M240 150 L110 80" />
    <Route d="M240 150 L380 80" />
    <Route d="M240 150 L240 250" />
    <rect x="50" y="50" width="120" height="60" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="66" y="66" width="60" height="8" rx="4" fill={ART.brand} />
    <rect x="66" y="84" width="88" height="6" rx="3" fill={ART.grey} />
    <rect x="320" y="50" width="120" height="60" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="336" y="66" width="60" height="8" rx="4" fill={ART.brand} />
    <rect x="336" y="84" width="88" height="6" rx="3" fill={ART.grey} />
    <rect x="180" y="220" width="120" height="56" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="196" y="236" width="60" height="8" rx="4" fill={ART.brand} />
    <rect x="196" y="252" width="88" height="6" rx="3" fill={ART.grey} />
    <circle cx="240" cy="150" r="34" fill={ART.paper} stroke={ART.brand} strokeWidth="3" />
    <circle cx="240" cy="150" r="14" fill={ART.brand} />
  </Panel>
);

/** Systems above and partners below, joined through one gateway band: the platform inside the company. */
export const PlatformArt = () => (
  <Panel id="programme-art-platform">
    <Route d="M110 110 V140 M240 110 V140 M370 110 V140" />
    <Route d="M160 180 V210 M320 180 V210" />
    <rect x="60" y="50" width="100" height="60" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="190" y="50" width="100" height="60" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="320" y="50" width="100" height="60" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="76" y="66" width="50" height="8" rx="4" fill={ART.grey} />
    <rect x="206" y="66" width="50" height="8" rx="4" fill={ART.grey} />
    <rect x="336" y="66" width="50" height="8" rx="4" fill={ART.grey} />
    <rect x="76" y="84" width="68" height="6" rx="3" fill={ART.line} />
    <rect x="206" y="84" width="68" height="6" rx="3" fill={ART.line} />
    <rect x="336" y="84" width="68" height="6" rx="3" fill={ART.line} />
    <rect x="60" y="140" width="360" height="40" rx="20" fill={ART.brand} />
    <rect x="90" y="156" width="300" height="8" rx="4" fill={ART.paper} opacity="0.5" />
    <rect x="110" y="210" width="100" height="50" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <rect x="270" y="210" width="100" height="50" rx="10" fill={ART.paper} stroke={ART.line} strokeWidth="2" />
    <circle cx="160" cy="235" r="9" fill={ART.brand} />
    <circle cx="320" cy="235" r="9" fill={ART.brand} />
  </Panel>
);
