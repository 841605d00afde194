import { useTranslation } from "react-i18next";
import { Picture } from "../../components/picture";
import type { CardGridSection } from "../../content/page-types";
import { PageLinkButton } from "./page-link";
import { SectionHeading } from "./section-heading";

/** Picture cards: facilities, homes, journeys. A card with a link ends with it. */
export function CardGrid({ section }: { section: CardGridSection }) {
  const { t } = useTranslation("pages");
  const headingId = `${section.id}-heading`;
  const count = section.items.length;
  const wide = count % 3 !== 0 && count % 2 === 0;
  // five cards: two wide ones over three, so no gap is left in the grid
  const five = count === 5;
  const gridClass = wide ? "" : five ? "lg:grid-cols-6" : "lg:grid-cols-3";
  const itemClass = (i: number) => (five ? (i < 2 ? "lg:col-span-3" : "lg:col-span-2") : undefined);
  return (
    <section aria-labelledby={headingId} className={section.background === "plain" ? undefined : "bg-cream-100/70"}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${gridClass}`}>
          {section.items.map((item, i) => (
            <li key={item.title} className={itemClass(i)}>
              <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10">
                <Picture
                  mediaKey={item.image.key}
                  alt={item.image.alt}
                  sizes={
                    wide || (five && i < 2)
                      ? "(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
                      : "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  }
                  className="aspect-[3/2] w-full bg-forest-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl font-semibold leading-snug text-forest-900">{item.title}</h3>
                  {item.details && (
                    <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("shared.atAGlance", { title: item.title })}>
                      {item.details.map((d) => (
                        <li
                          key={d}
                          className="rounded-full bg-forest-100 px-3 py-1 text-xs font-semibold text-forest-900"
                        >
                          {d}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-ink/80">{item.text}</p>
                  {item.link && (
                    <PageLinkButton link={{ variant: "secondary", ...item.link }} className="mt-6 self-start" />
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
        {section.link && (
          <div className="mt-10">
            <PageLinkButton link={section.link} />
          </div>
        )}
      </div>
    </section>
  );
}
