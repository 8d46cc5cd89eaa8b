import { ART } from '../../theme/art-ink';
import { useId } from 'react';
import type { SolutionCode } from '../../portal/solution-codes';
import { SOLUTION_DRAWINGS } from './solution-drawings.view';

/**
 * Our own light illustration for a solution's hero (decorative, no text): one shared frame — a soft panel, a floor
 * line and a dashed delivery route like the home page's — around the industry's drawing.
 */
export const SolutionArt = ({ code }: { code: SolutionCode }) => {
  const gradient = `solution-sky-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg viewBox="0 0 480 300" role="presentation" aria-hidden="true" focusable="false" width="100%" data-art={code}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={ART.brandTint} />
          <stop offset="1" stopColor={ART.panelEnd} />
        </linearGradient>
      </defs>
      <rect x="0" y="0" width="480" height="300" rx="24" fill={`url(#${gradient})`} />
      <path d="M40 60 C140 20 300 90 440 40" fill="none" stroke={ART.brand} strokeWidth="3" strokeDasharray="8 8" opacity="0.45" />
      <circle cx="40" cy="60" r="6" fill={ART.brand} />
      <circle cx="440" cy="40" r="6" fill={ART.brand} />
      <line x1="30" y1="252" x2="450" y2="252" stroke={ART.line} strokeWidth="3" strokeLinecap="round" />
      {SOLUTION_DRAWINGS[code]}
    </svg>
  );
};
