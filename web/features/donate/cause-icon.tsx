import type { DonationCause } from "../../../common/donations";

/** A line icon per cause (decorative). */
export function CauseIcon({ cause }: { cause: DonationCause }) {
  return (
    <span
      className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-700"
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
        {PATHS[cause]}
      </svg>
    </span>
  );
}

const PATHS: Record<DonationCause, React.ReactNode> = {
  "Clean Himalayas": (
    <>
      <path d="M2.5 19l6-10 4 6 3-4 6 8z" />
      <path d="M8.5 9l1.8 2.7" />
      <circle cx="18" cy="5.5" r="1.8" />
    </>
  ),
  "Green Himalayas": (
    <>
      <path d="M12 21v-6" />
      <path d="M12 15c-4 0-6.5-2.6-6.5-6 0-2.8 3-6 6.5-6s6.5 3.2 6.5 6c0 3.4-2.5 6-6.5 6z" />
      <path d="M12 15l-3-3M12 12.5l2.5-2.5" />
    </>
  ),
  "Orphan School Sponsorship": (
    <>
      <path d="M3 8l9-4 9 4-9 4z" />
      <path d="M7 10v5c1.5 1.5 3 2 5 2s3.5-.5 5-2v-5" />
      <path d="M21 8v6" />
    </>
  ),
  "Research for Ayurveda Medicine": (
    <>
      <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
};
