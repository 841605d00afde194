/** The eyebrow, h2 and intro that open a content section. */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = "light",
  align = "left",
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: "light" | "forest";
  align?: "left" | "center";
}) {
  const dark = tone === "forest";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className={`eyebrow ${dark ? "text-saffron-300" : ""}`}>{eyebrow}</p>}
      <h2
        id={id}
        className={`mt-2 text-3xl font-semibold leading-tight sm:text-5xl ${dark ? "text-cream-50" : "text-forest-900"}`}
      >
        {heading}
      </h2>
      {intro && (
        <p className={`mt-4 text-base leading-relaxed sm:text-lg ${dark ? "text-cream-100/90" : "text-ink/80"}`}>
          {intro}
        </p>
      )}
    </div>
  );
}
