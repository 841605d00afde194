import type { SocialNetwork } from "../../content/why-trust-us";

/** Small line icons of the trust page; decorative, the text beside them names the action. */
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export function EyeIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

export function DownloadIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}

export function DocumentIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

export function CertificateIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M7 8h10M7 11h6" />
      <circle cx="16" cy="17" r="3" />
      <path d="m14.5 19.5-1 2.5 2.5-1 2.5 1-1-2.5" />
    </svg>
  );
}

export function PinIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z" />
      <circle cx="12" cy="9" r="2.5" />
    </svg>
  );
}

export function ArrowIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...base} className={className}>
      <path d="M5 12h14m-5-5 5 5-5 5" />
    </svg>
  );
}

export function SocialIcon({ network, className = "h-5 w-5" }: { network: SocialNetwork; className?: string }) {
  const solid = { viewBox: "0 0 24 24", fill: "currentColor", "aria-hidden": true, focusable: false, className };
  switch (network) {
    case "facebook":
      return (
        <svg {...solid}>
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5H16.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z" />
        </svg>
      );
    case "linkedin":
      return (
        <svg {...solid}>
          <path d="M6.9 8.8H3.8V20h3.1V8.8ZM5.4 3.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5-4.3-5-1.3 0-2.3.7-2.8 1.5V8.8H10V20h3.1v-5.9c0-1.5.6-2.6 2-2.6 1.3 0 2 1 2 2.6V20h3.1v-6.4Z" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...base} className={className}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case "twitter":
      return (
        <svg {...solid}>
          <path d="M17.8 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-6-5.4 6h-3l7-8L2.5 3.5h6.2l4.3 5.5 4.8-5.5Zm-1 15.3h1.7L7.9 5.1H6.1l10.7 13.7Z" />
        </svg>
      );
  }
}
