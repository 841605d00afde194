import { Carousel } from "../../components/carousel";
import { Picture } from "../../components/picture";
import { TESTIMONIALS_AUTOPLAY_MS, testimonials, testimonialsSection, type Testimonial } from "../../content/home";
import { QuoteIcon } from "./icons";
import { SectionHeading } from "./section-heading";

/** Client testimonials: 7, advancing every 5 s and wrapping (spec public-site §2, §4, §9). */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-cream-100 py-20 lg:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <Carousel
          label="Testimonials"
          loop
          autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
          slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
          previousLabel="Previous testimonial"
          nextLabel="Next testimonial"
          heading={
            <SectionHeading
              id="testimonials-heading"
              eyebrow={testimonialsSection.eyebrow}
              title={testimonialsSection.title}
            />
          }
          slides={testimonials.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        />
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-forest-900/10">
      <QuoteIcon className="h-8 w-8 text-saffron-500" />
      <blockquote className="mt-4 flex-1 font-display text-xl leading-snug text-forest-900 sm:text-2xl">
        <p>{t.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-forest-900/10 pt-5">
        <div className="h-14 w-14 shrink-0 overflow-hidden rounded-full bg-cream-200">
          <Picture
            mediaKey={t.photo}
            alt={`Portrait of ${t.name}`}
            width={480}
            sizes="56px"
            className="h-full w-full object-cover"
          />
        </div>
        <div>
          <p className="font-semibold text-forest-900">{t.name}</p>
          <p className="text-sm text-ink/75">{t.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}
