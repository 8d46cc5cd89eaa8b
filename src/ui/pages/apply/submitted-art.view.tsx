import { ART } from '../../theme/art-ink';
/** A parcel with a tick: the application is on its way (decorative). */
export const SubmittedArt = () => (
  <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
    <path d="M12 24 36 12l24 12v26L36 62 12 50Z" fill={ART.brandTint} stroke={ART.brand} strokeWidth="2.5" strokeLinejoin="round" />
    <path d="M12 24l24 12 24-12M36 36v26" fill="none" stroke={ART.brand} strokeWidth="2.5" strokeLinejoin="round" />
    <path d="M24 18l24 12v8" fill="none" stroke={ART.brandSoft} strokeWidth="2.5" strokeLinejoin="round" />
    <circle cx="54" cy="52" r="12" fill={ART.green} />
    <path d="m48.5 52.5 4 4 7-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
