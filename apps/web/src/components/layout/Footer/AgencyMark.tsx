/** The web agency's small monogram for the 'Created by' credit (decorative). */
export function AgencyMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="26" height="26" rx="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M8 18.5c1.2 1.3 2.8 2 4.6 2 2.3 0 3.9-1.1 3.9-3s-1.5-2.6-3.8-3.2C10.4 13.7 9 13 9 11.1 9 9.2 10.6 8 12.8 8c1.6 0 3 .6 4 1.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="20.5" cy="19" r="1.6" fill="currentColor" />
    </svg>
  );
}
