import { useTranslation } from "react-i18next";
import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { TESTIMONIALS_AUTOPLAY_MS, testimonials, type Testimonial } from "../../content/home";
import { QuoteIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** Client testimonials: 7, advancing every 5 s and wrapping (spec public-site §2, §4, §9). */
export function TestimonialsSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="testimonials-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Carousel
          label={t("testimonials.carouselLabel")}
          loop
          autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
          slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
          previousLabel={t("testimonials.previous")}
          nextLabel={t("testimonials.next")}
          heading={
            <SectionHeading
              id="testimonials-heading"
              eyebrow={t("testimonials.eyebrow")}
              title={t("testimonials.title")}
            />
          }
          slides={testimonials.map((person) => (
            <TestimonialCard key={person.key} testimonial={person} />
          ))}
        />
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation("home");
  const person = (field: "name" | "role" | "text") => t(`testimonials.people.${testimonial.key}.${field}`);
  const name = person("name");
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-forest-900/10">
      <QuoteIcon className="h-8 w-8 text-saffron-500" />
      <blockquote className="mt-4 flex-1 font-display text-xl leading-snug text-forest-900 sm:text-2xl">
        <p>{person("text")}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-forest-900/10 pt-5">
        <div className="h-14 w-14 shrink-0 overflow-hidden rounded-full bg-cream-200">
          <Picture
            mediaKey={testimonial.photo}
            alt={t("testimonials.portrait", { name })}
            width={480}
            sizes="56px"
            className="h-full w-full object-cover"
          />
        </div>
        <div>
          <p className="font-semibold text-forest-900">{name}</p>
          <p className="text-sm text-ink/75">{person("role")}</p>
        </div>
      </figcaption>
    </figure>
  );
}
