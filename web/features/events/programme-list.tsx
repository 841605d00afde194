import { Form, Link, useNavigation, useSearchParams, useSubmit } from "react-router";
import { CLUB_LOCATIONS } from "../../../common/locations";
import { ONLINE, PROGRAMME_KINDS } from "../../../common/programme";
import type { ProgrammeItemRecord } from "../../../common/programme-schemas";
import { FilterSelect } from "../../components/filter-select";
import { Pagination } from "../../components/pagination";
import { Picture } from "../../components/picture";
import type { ProgrammeListData } from "./booking-results";
import { useEventsTexts } from "./events-texts";

/** /events: the filters (a GET form, applied at once with JavaScript), the items, the pages, and its states. */
export function ProgrammeList({ data }: { data: ProgrammeListData }) {
  const texts = useEventsTexts();
  const { t } = texts;
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/events";
  const filtered = Boolean(data.filters.kind || data.filters.location || data.filters.month);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[280px_minmax(0,1fr)]">
      <aside aria-label={t("list.filtersLabel")}>
        <ProgrammeFilters data={data} />
      </aside>
      <section aria-labelledby="programme-heading" aria-busy={loading}>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="programme-heading" className="text-3xl font-semibold text-forest-900">
            {t("list.heading")}
          </h2>
          <p className="text-sm text-ink/80" aria-live="polite">
            {loading ? t("list.loading") : data.ok ? t("list.count", { count: data.list.total }) : ""}
          </p>
        </div>
        {!data.ok ? (
          <div role="alert" className="mt-8 rounded-2xl bg-white p-10 text-center ring-1 ring-forest-900/10">
            <p className="text-lg text-forest-900">{t("list.error")}</p>
            <Link to={`/events${search.size ? `?${search}` : ""}`} className="btn-secondary mt-6" reloadDocument>
              {t("list.retry")}
            </Link>
          </div>
        ) : data.list.items.length === 0 ? (
          <div className="mt-8 rounded-2xl bg-white p-10 text-center ring-1 ring-forest-900/10">
            <p className="text-lg text-forest-900">{filtered ? t("list.noMatch") : t("list.empty")}</p>
            {filtered ? (
              <Link to="/events" className="btn-secondary mt-6" replace>
                {t("list.clear")}
              </Link>
            ) : (
              <Link to="/contact" className="btn-secondary mt-6">
                {t("list.askUs")}
              </Link>
            )}
          </div>
        ) : (
          <ul className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 ${loading ? "opacity-60" : ""}`}>
            {data.list.items.map((item) => (
              <li key={item._id}>
                <ProgrammeCard item={item} />
              </li>
            ))}
          </ul>
        )}
        {data.ok && data.list.total > 0 && (
          <Pagination
            current={data.list.page}
            total={data.list.pages}
            search={search}
            label={t("list.pages")}
            texts={{ previous: t("list.previous"), next: t("list.next"), page: (page) => t("list.page", { page }) }}
          />
        )}
      </section>
    </div>
  );
}

/** The filters: kind, where (an estate or online) and month; a plain GET form, applied at once with JavaScript. */
function ProgrammeFilters({ data }: { data: ProgrammeListData }) {
  const texts = useEventsTexts();
  const { t } = texts;
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/events"
      role="search"
      aria-label={t("list.filtersLabel")}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-forest-900/10"
      onChange={(event) => submit(filledFields(event.currentTarget), { preventScrollReset: true, replace: true })}
    >
      <h2 className="font-sans text-base font-semibold uppercase tracking-widest text-forest-900">
        {t("list.filtersHeading")}
      </h2>
      <FilterSelect
        label={t("list.kind")}
        name="kind"
        value={data.filters.kind}
        any={t("list.anyKind")}
        options={PROGRAMME_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}Plural`) }))}
      />
      <FilterSelect
        label={t("list.location")}
        name="location"
        value={data.filters.location}
        any={t("list.anyLocation")}
        options={[
          ...CLUB_LOCATIONS.map((location) => ({ value: location.value, label: texts.place(location.name) })),
          { value: ONLINE, label: texts.place(null) },
        ]}
      />
      <FilterSelect
        label={t("list.month")}
        name="month"
        value={data.filters.month}
        any={t("list.anyMonth")}
        options={data.months.map((month) => ({ value: month, label: texts.month(month) }))}
      />
      <div className="flex gap-3">
        <noscript>
          <button type="submit" className="btn-primary">
            {t("list.apply")}
          </button>
        </noscript>
        <Link to="/events" replace preventScrollReset className="btn-secondary flex-1">
          {t("list.clear")}
        </Link>
      </div>
    </Form>
  );
}

/** The form's values without the empty ones, so the address shows only the filters in use. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && value) params.append(name, value);
  return params;
}

/** An item's card: picture, kind, days, place, title, price and places left, and its page. */
export function ProgrammeCard({ item }: { item: ProgrammeItemRecord }) {
  const texts = useEventsTexts();
  const { t } = texts;
  return (
    <article
      aria-labelledby={`item-${item._id}`}
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-forest-900/10"
    >
      <Picture
        mediaKey={item.image}
        alt=""
        sizes="(min-width: 1280px) 440px, (min-width: 640px) 45vw, 100vw"
        className="aspect-[3/2] w-full bg-forest-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-widest text-saffron-700">
          {texts.kind(item.kind)} · {texts.itemPlace(item)}
        </p>
        <h3 id={`item-${item._id}`} className="mt-2 text-2xl font-semibold leading-snug text-forest-900">
          <Link to={`/events/${item.slug}`} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm font-medium text-forest-900">{texts.days(item)}</p>
        <p className="mt-1 text-sm text-ink/80">{t("item.ledBy", { instructor: item.instructor })}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <p className="text-sm">
            <span className="font-semibold text-forest-900">{texts.price(item.price)}</span>
            <span className="text-ink/80"> · {texts.placesLeft(item.seats_left)}</span>
          </p>
          <Link to={`/events/${item.slug}`} className="btn-primary relative">
            {t("list.details")}
            <span className="sr-only">: {item.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
