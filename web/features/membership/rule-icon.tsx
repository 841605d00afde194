/** Line icons of the membership rules (decorative). */
export function RuleIcon({ id }: { id: string }) {
  return (
    <span
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-700"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {PATHS[id] ?? PATHS.default}
      </svg>
    </span>
  );
}

const PATHS: Record<string, React.ReactNode> = {
  refund: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M3 10h2M19 14h2" />
    </>
  ),
  transfer: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5" />
      <path d="M4 4l16 16" />
    </>
  ),
  "free-days": (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M9 14.5l2 2 4-4" />
    </>
  ),
  "extra-guests": (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 19c.8-3 3-4.8 6-4.8s5.2 1.8 6 4.8" />
      <path d="M18 8v6M15 11h6" />
    </>
  ),
  times: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  default: <circle cx="12" cy="12" r="8" />,
};
