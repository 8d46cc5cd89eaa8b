import type { ReactNode } from 'react';
import type { SolutionCode } from '../../portal/solution-codes';
import { ART as INK } from '../../theme/art-ink';
import { Rack } from './art-kit.view';

const stroke = (colour: string, width = 3) => ({ stroke: colour, strokeWidth: width, strokeLinejoin: 'round' as const });

/** Bottles in a crate, one with a code label. */
const Liquor = () => (
  <g>
    <Rack />
    {[0, 1, 2, 3].map((index) => {
      const x = 218 + index * 52;
      return (
        <g key={index}>
          <rect x={x + 11} y="92" width="12" height="34" rx="3" fill={INK.paper} {...stroke(INK.navy)} />
          <rect x={x + 10} y="84" width="14" height="10" rx="2" fill={INK.brand} />
          <rect x={x} y="122" width="34" height="90" rx="10" fill={index % 2 ? INK.navyLight : INK.brandLight} {...stroke(index % 2 ? INK.navy : INK.brand)} />
        </g>
      );
    })}
    <rect x="224" y="146" width="22" height="22" rx="2" fill={INK.paper} />
    <rect x="227" y="149" width="7" height="7" fill={INK.navy} />
    <rect x="236" y="158" width="7" height="7" fill={INK.navy} />
    <rect x="227" y="158" width="4" height="4" fill={INK.navy} />
    <rect x="200" y="196" width="220" height="56" rx="4" fill={INK.paper} {...stroke(INK.navy)} />
    <line x1="273" y1="196" x2="273" y2="252" {...stroke(INK.line)} />
    <line x1="347" y1="196" x2="347" y2="252" {...stroke(INK.line)} />
  </g>
);

/** An insulated box with a snowflake and a thermometer. */
const Food = () => (
  <g>
    <Rack />
    <rect x="275" y="114" width="40" height="14" rx="6" fill="none" {...stroke(INK.navy)} />
    <rect x="210" y="140" width="170" height="112" rx="10" fill={INK.paper} {...stroke(INK.navy)} />
    <rect x="202" y="126" width="186" height="20" rx="6" fill={INK.navyLight} {...stroke(INK.navy)} />
    <g {...stroke(INK.navy)} strokeLinecap="round">
      <line x1="295" y1="172" x2="295" y2="228" />
      <line x1="271" y1="186" x2="319" y2="214" />
      <line x1="271" y1="214" x2="319" y2="186" />
    </g>
    <circle cx="295" cy="200" r="6" fill={INK.brandLight} {...stroke(INK.navy, 2)} />
    <rect x="402" y="118" width="16" height="104" rx="8" fill={INK.paper} {...stroke(INK.grey)} />
    <rect x="407" y="168" width="6" height="56" rx="3" fill={INK.brand} />
    <circle cx="410" cy="230" r="14" fill={INK.brand} />
  </g>
);

/** A pump bottle, a lipstick, a compact and a gift box. */
const Beauty = () => (
  <g>
    <Rack />
    <rect x="222" y="116" width="40" height="14" rx="4" fill={INK.navy} />
    <rect x="258" y="120" width="24" height="6" rx="3" fill={INK.navy} />
    <rect x="230" y="130" width="20" height="22" fill={INK.paper} {...stroke(INK.navy)} />
    <rect x="210" y="150" width="60" height="102" rx="12" fill={INK.navyLight} {...stroke(INK.navy)} />
    <path d="M298 164 L298 138 L322 124 L322 164 Z" fill={INK.brand} />
    <rect x="296" y="162" width="28" height="26" fill={INK.line} {...stroke(INK.grey, 2)} />
    <rect x="290" y="186" width="40" height="66" rx="4" fill={INK.paper} {...stroke(INK.brand)} />
    <rect x="352" y="122" width="64" height="54" rx="4" fill={INK.brandLight} {...stroke(INK.brand)} />
    <line x1="384" y1="122" x2="384" y2="176" {...stroke(INK.brand, 4)} />
    <line x1="352" y1="148" x2="416" y2="148" {...stroke(INK.brand, 4)} />
    <ellipse cx="374" cy="114" rx="10" ry="7" fill="none" {...stroke(INK.brand)} />
    <ellipse cx="394" cy="114" rx="10" ry="7" fill="none" {...stroke(INK.brand)} />
    <circle cx="384" cy="222" r="30" fill={INK.paper} {...stroke(INK.navy)} />
    <circle cx="384" cy="222" r="17" fill={INK.brandLight} />
  </g>
);

/** A feeding bottle, a formula tin and a stack of nappy packs. */
const MaternalAndInfant = () => (
  <g>
    <Rack />
    <path d="M228 126 Q242 82 256 126 Z" fill={INK.brandLight} {...stroke(INK.brand)} />
    <rect x="210" y="124" width="64" height="18" rx="5" fill={INK.navyLight} {...stroke(INK.navy)} />
    <rect x="214" y="142" width="56" height="110" rx="14" fill={INK.paper} {...stroke(INK.navy)} />
    <g {...stroke(INK.grey, 2)} strokeLinecap="round">
      {[168, 188, 208, 228].map((y) => (
        <line key={y} x1="224" y1={y} x2={y % 40 === 8 ? 246 : 238} y2={y} />
      ))}
    </g>
    <rect x="296" y="162" width="70" height="90" fill={INK.brandLight} {...stroke(INK.brand)} />
    <rect x="296" y="198" width="70" height="24" fill={INK.paper} {...stroke(INK.brand, 2)} />
    <ellipse cx="331" cy="162" rx="35" ry="10" fill={INK.paper} {...stroke(INK.brand)} />
    <rect x="388" y="150" width="52" height="48" rx="10" fill={INK.paper} {...stroke(INK.navy)} />
    <rect x="384" y="200" width="60" height="52" rx="10" fill={INK.navyLight} {...stroke(INK.navy)} />
  </g>
);

/** A shirt on a hanger beside a folded stack. */
const Clothing = () => (
  <g>
    <Rack />
    <path d="M300 92 Q300 78 312 78 Q324 78 324 90 Q324 100 312 106" fill="none" {...stroke(INK.grey)} strokeLinecap="round" />
    <path d="M312 106 L252 140 L372 140 Z" fill="none" {...stroke(INK.grey)} />
    <path
      d="M258 140 L230 162 L244 184 L260 174 L260 242 L364 242 L364 174 L380 184 L394 162 L366 140 L340 140 Q312 162 284 140 Z"
      fill={INK.brandLight}
      {...stroke(INK.brand)}
    />
    <line x1="312" y1="160" x2="312" y2="242" {...stroke(INK.brand, 2)} />
    <rect x="402" y="216" width="44" height="12" rx="3" fill={INK.navyLight} {...stroke(INK.navy, 2)} />
    <rect x="402" y="228" width="44" height="12" rx="3" fill={INK.paper} {...stroke(INK.navy, 2)} />
    <rect x="402" y="240" width="44" height="12" rx="3" fill={INK.navyLight} {...stroke(INK.navy, 2)} />
  </g>
);

/** A laptop showing a serial barcode and a locked phone. */
const Electronics = () => (
  <g>
    <Rack />
    <rect x="206" y="118" width="150" height="98" rx="8" fill={INK.paper} {...stroke(INK.navy)} />
    <rect x="216" y="128" width="130" height="78" rx="4" fill={INK.navyLight} />
    {[236, 244, 250, 262, 268, 280, 290, 298, 310, 318].map((x, index) => (
      <rect key={x} x={x} y="148" width={index % 3 === 0 ? 5 : 3} height="38" fill={INK.navy} />
    ))}
    <path d="M190 216 L372 216 L386 238 L176 238 Z" fill={INK.navyLight} {...stroke(INK.navy)} />
    <rect x="392" y="150" width="50" height="98" rx="10" fill={INK.paper} {...stroke(INK.brand)} />
    <rect x="399" y="162" width="36" height="68" rx="3" fill={INK.brandLight} />
    <path d="M411 192 V186 A6 6 0 0 1 423 186 V192" fill="none" {...stroke(INK.brand)} />
    <rect x="408" y="191" width="18" height="15" rx="2" fill={INK.brand} />
    <circle cx="417" cy="239" r="3" fill={INK.brand} />
  </g>
);

/** A hospital building, a parcel with a capsule and the way home. */
const Hospital = () => (
  <g>
    <rect x="60" y="110" width="140" height="142" rx="4" fill={INK.paper} {...stroke(INK.line)} />
    <rect x="60" y="110" width="140" height="16" rx="4" fill={INK.navyLight} />
    <circle cx="130" cy="150" r="16" fill={INK.paper} {...stroke(INK.navy, 2)} />
    <rect x="125" y="139" width="10" height="22" rx="2" fill={INK.navy} />
    <rect x="119" y="145" width="22" height="10" rx="2" fill={INK.navy} />
    {[
      [76, 178],
      [104, 178],
      [138, 178],
      [166, 178],
      [76, 214],
      [166, 214],
    ].map(([x, y]) => (
      <rect key={`${x}-${y}`} x={x} y={y} width="18" height="18" rx="2" fill={INK.navyLight} />
    ))}
    <rect x="116" y="220" width="28" height="32" fill={INK.navyLight} {...stroke(INK.navy, 2)} />
    <g transform="rotate(-30 300 160)">
      <rect x="278" y="151" width="44" height="18" rx="9" fill={INK.paper} {...stroke(INK.brand)} />
      <path d="M287 151 H300 V169 H287 A9 9 0 0 1 287 151 Z" fill={INK.brand} />
    </g>
    <rect x="260" y="196" width="64" height="56" rx="3" fill={INK.brandLight} {...stroke(INK.brand)} />
    <line x1="292" y1="196" x2="292" y2="252" {...stroke(INK.brand, 2)} />
    <path d="M330 226 C350 196 366 196 380 212" fill="none" {...stroke(INK.brand)} strokeDasharray="6 6" opacity="0.7" />
    <path d="M386 252 L386 208 L415 186 L444 208 L444 252 Z" fill={INK.paper} {...stroke(INK.navy)} />
    <rect x="407" y="226" width="16" height="26" fill={INK.navyLight} />
  </g>
);

export const SOLUTION_DRAWINGS: Readonly<Record<SolutionCode, ReactNode>> = {
  'wine-warehouse': <Liquor />,
  'food-warehouse': <Food />,
  'makeup-warehouse': <Beauty />,
  'maternalAndInfant-warehouse': <MaternalAndInfant />,
  'clothing-warehouse': <Clothing />,
  '3C-warehouse': <Electronics />,
  'hospital-convenience-express': <Hospital />,
};
