/** The eyebrow, heading and introduction every section of the trust page opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  className = "",
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={`max-w-2xl ${className}`}>
      <p className={`eyebrow ${dark ? "text-saffron-300" : ""}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-2 text-4xl font-semibold sm:text-5xl ${dark ? "text-cream-50" : "text-forest-900"}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg ${dark ? "text-cream-100/90" : "text-ink/80"}`}>{intro}</p> : null}
    </div>
  );
}
