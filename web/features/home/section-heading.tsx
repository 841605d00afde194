import type { ReactNode } from "react";

/** The eyebrow, h2 and optional intro that open each home-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className = "",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** "dark" for sections on forest-900/950. */
  tone?: "light" | "dark";
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === "dark";
  return (
    <div className={className}>
      <p className={`eyebrow ${dark ? "text-saffron-300" : ""}`}>{eyebrow}</p>
      <h2
        id={id}
        className={`mt-3 text-4xl font-semibold leading-[1.05] sm:text-5xl ${dark ? "text-cream-50" : "text-forest-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 max-w-2xl text-base ${dark ? "text-cream-100/90" : "text-ink/80"}`}>{intro}</p>
      ) : null}
      {children}
    </div>
  );
}
