import { Link } from "react-router";
import { Picture } from "../../components/picture";
import type { BookingResult, ProgrammeItemData, WaitlistJoinResult } from "./booking-results";
import { BookingPanel } from "./booking-form";
import { useEventsTexts } from "./events-texts";

/** An item's page: its picture and title, what it is, its sessions in India time, its price and places, and booking. */
export function ProgrammeItemPage({
  data,
  actionData,
}: {
  data: ProgrammeItemData;
  actionData: BookingResult | WaitlistJoinResult | undefined;
}) {
  const texts = useEventsTexts();
  const { t } = texts;
  const { item } = data;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
        <div className="absolute inset-0 -z-10 opacity-55">
          <Picture
            mediaKey={item.image}
            alt=""
            sizes="100vw"
            priority
            width={1600}
            className="h-full w-full object-cover"
          />
        </div>
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 via-forest-950/65 to-forest-950/20" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <nav aria-label={t("item.breadcrumb")} className="text-sm text-cream-100/85">
            <Link to="/events" className="underline-offset-4 hover:underline">
              {t("list.title")}
            </Link>{" "}
            / <span aria-current="page">{item.title}</span>
          </nav>
          <p className="eyebrow mt-6 text-saffron-300">
            {texts.kind(item.kind)} · {texts.itemPlace(item)}
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-semibold sm:text-6xl">{item.title}</h1>
          <p className="mt-4 text-base text-cream-100/90 sm:text-lg">{texts.days(item)}</p>
          <a href="#book" className="btn-primary mt-8 px-7 py-3 text-base">
            {t("item.bookNow")}
          </a>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div>
          <h2 className="text-3xl font-semibold text-forest-900">{t("item.about")}</h2>
          <p className="mt-4 whitespace-pre-line text-base leading-relaxed text-ink/90">{item.description}</p>
          <dl className="mt-8 grid gap-3 text-sm sm:grid-cols-2">
            {(
              [
                [t("item.instructor"), item.instructor],
                [t("item.where"), texts.itemPlace(item)],
                [t("item.duration"), texts.duration(item)],
                ...(item.level ? [[t("item.level"), item.level] as const] : []),
                [t("item.price"), texts.price(item.price)],
                [t("item.places"), texts.placesLeft(item.seats_left)],
                [t("item.whoMayBook"), t(`who.${item.who_may_book}`)],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="rounded-xl bg-white p-4 ring-1 ring-forest-900/10">
                <dt className="text-xs font-semibold uppercase tracking-wider text-ink/75">{term}</dt>
                <dd className="mt-1 font-semibold text-forest-900">{value}</dd>
              </div>
            ))}
          </dl>
          {item.full_members_free && item.price > 0 && (
            <p className="mt-4 rounded-xl bg-forest-100 px-4 py-3 text-sm text-forest-900">
              {t("item.fullMembersFree")}
            </p>
          )}

          <h2 className="mt-12 text-3xl font-semibold text-forest-900">
            {t("item.sessions", { count: item.sessions.length })}
          </h2>
          <p className="mt-1 text-sm text-ink/80">{t("item.indiaTime")}</p>
          <ol className="mt-4 divide-y divide-forest-900/10 rounded-2xl bg-white ring-1 ring-forest-900/10">
            {item.sessions.map((session) => (
              <li key={session._id} className="flex flex-wrap justify-between gap-2 px-5 py-3 text-sm">
                <span className="font-semibold text-forest-900">{texts.weekday(session.day)}</span>
                <span className="text-ink/90">{texts.times(session)}</span>
              </li>
            ))}
          </ol>

          {item.cancellation_terms && (
            <>
              <h2 className="mt-12 text-2xl font-semibold text-forest-900">{t("item.cancellation")}</h2>
              <p className="mt-3 text-sm leading-relaxed text-ink/90">{item.cancellation_terms}</p>
            </>
          )}
        </div>

        <section
          id="book"
          aria-labelledby="book-heading"
          className="scroll-mt-24 self-start rounded-3xl bg-white p-5 shadow-xl shadow-forest-900/5 ring-1 ring-forest-900/10 sm:p-8"
        >
          <h2 id="book-heading" className="text-3xl font-semibold text-forest-900">
            {t("book.heading")}
          </h2>
          <p className="mt-2 text-sm text-ink/85">
            <span className="font-semibold text-forest-900">{texts.price(item.price)}</span>
            {" · "}
            <span data-testid="places-left">{texts.placesLeft(item.seats_left)}</span>
          </p>
          <BookingPanel data={data} actionData={actionData} />
        </section>
      </div>
    </>
  );
}
