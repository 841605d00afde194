import { Link } from "react-router";
import {
  catalogueMessages as m,
  type BlockRecord,
  type TypeRecord,
  type VillaRecord,
} from "../../../../common/catalogue-office";
import { formatRupees } from "../../../../common/money";
import { ErrorBox } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import {
  linkClass,
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  useListLoading,
  type Decisions,
} from "../shared/queue-parts";
import type { CatalogueFormResult } from "./catalogue.server";
import { TypeForm } from "./type-form";
import { CATALOGUE_PATH as PATH, VillaForm } from "./villa-form";
import { CsvLink, csvHref } from "../shared/csv-link";

export type CataloguePageData = {
  query: { q: string; type: string };
  typeError: string | null;
  types: TypeRecord[];
  villas: { items: VillaRecord[]; total: number; page: number; pages: number };
  blocks: BlockRecord[];
  form: { kind: "type"; type: TypeRecord | null } | { kind: "villa"; villa: VillaRecord | null } | null;
  missing: string | null;
  saved: string | null;
};
export type CatalogueResult = CatalogueFormResult;

const statusText = (published: boolean) => (published ? "Published" : "Unpublished");

/**
 * Publish or unpublish in one button, a form of its own posted to the page's action (the list's search kept; a
 * success is the action's redirect); a refusal is handed to the page, which says it. `where` tells apart the forms
 * of one villa shown twice (the table, and the cards of a phone).
 */
function PublishButton({
  intent,
  id,
  name,
  published,
  where = "list",
  decisions,
}: {
  intent: string;
  id: string;
  name: string;
  published: boolean;
  where?: string;
  decisions: Decisions<CatalogueResult>;
}) {
  const form = useDecisionForm(
    decisions,
    `${intent.replace(".", "-")}-${where}-${id}`,
    (answer) => answer.intent === intent && answer.id === id,
  );
  return (
    <form.Form {...form.props} className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="published" value={published ? "false" : "true"} />
      <button
        type="submit"
        className={`${linkClass} min-h-11 bg-transparent`}
        aria-label={`${published ? "Unpublish" : "Publish"} ${name}`}
      >
        {published ? "Unpublish" : "Publish"}
      </button>
    </form.Form>
  );
}

/**
 * The office's catalogue: the kinds of home, then the villas found by a GET search and narrowed
 * to a kind (a table on wide screens, cards on a phone), each published or not, with its order; the form of a kind
 * of home or a villa with every field the public pages show, posted to the page's action (works without JavaScript).
 */
export function CataloguePage({ data, result }: { data: CataloguePageData; result?: CatalogueResult }) {
  const { query, types, villas, form } = data;
  const loading = useListLoading(PATH);
  const filtered = Boolean(query.q || query.type);
  const typeOptions = [
    { value: "", label: "Every kind of home" },
    ...types.map((t) => ({ value: t.id, label: t.name })),
  ];
  // each Publish button answers on its own (decision 031) and hands its refusal to the page
  const decisions = useDecisions(
    result && (result.intent === "villa.publish" || result.intent === "type.publish") ? result : undefined,
  );
  const listResult = decisions.result;
  return (
    <section aria-labelledby="catalogue-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="catalogue-heading" className="font-display text-3xl text-forest-950">
          Catalogue
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={`${PATH}?editType=new`} className="btn h-11">
            New kind of home
          </Link>
          <Link to={`${PATH}?editVilla=new`} className="btn btn-primary h-11">
            New villa
          </Link>
        </div>
      </div>
      <p className="mt-2 text-ink/80">
        What the public pages show. A change shows there at once; an unpublished villa leaves the lists, the search and
        its page, while its members keep it.{" "}
        <Link to="/admin/catalogue/lists" className={linkClass}>
          Blocks and option lists
        </Link>{" "}
        ·{" "}
        <Link to="/admin/catalogue/activities" className={linkClass}>
          Each estate's activities
        </Link>
      </p>

      {data.saved && !form && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {`Saved: ${data.saved}`}
        </p>
      )}
      {data.missing && (
        <div className="mt-4">
          <ErrorBox>{data.missing}</ErrorBox>
        </div>
      )}
      {listResult && (
        <div className="mt-4">
          <ErrorBox>{listResult.message}</ErrorBox>
        </div>
      )}

      {form?.kind === "type" && (
        <TypeForm
          key={form.type?.id ?? "new"}
          type={form.type}
          result={result?.intent === "type.save" ? result : undefined}
        />
      )}
      {form?.kind === "villa" && (
        <VillaForm
          key={form.villa?.id ?? "new"}
          villa={form.villa}
          types={types}
          blocks={data.blocks}
          result={result?.intent === "villa.save" || result?.intent === "villa.delete" ? result : undefined}
        />
      )}

      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <h2 id="catalogue-types-heading" className="text-xl font-semibold text-forest-950">
          {m.types}
        </h2>
        <CsvLink href={csvHref("/api/admin/catalogue/types.csv")} describedBy="catalogue-types-heading" />
      </div>
      <ul className="mt-3 grid gap-3 md:grid-cols-2" aria-label={m.types}>
        {types.map((t) => (
          <li key={t.id} className="rounded-2xl bg-white p-4 shadow-sm">
            <p className="font-semibold text-forest-950">{t.name}</p>
            <p className="text-sm text-ink/80">
              {`/${t.slug} · ${t.villa_count === 1 ? "1 villa" : `${t.villa_count} villas`} · order ${t.sort_order} · ${statusText(t.published)}`}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-4">
              <Link
                to={`${PATH}?editType=${t.id}`}
                className={`${linkClass} inline-flex min-h-11 items-center`}
                aria-label={`Edit ${t.name}`}
              >
                Edit
              </Link>
              <PublishButton
                intent="type.publish"
                id={t.id}
                name={t.name}
                published={t.published}
                decisions={decisions}
              />
              {t.published && (
                <Link
                  to={`/property-number/${t.slug}`}
                  className={`${linkClass} inline-flex min-h-11 items-center`}
                  aria-label={`Public page of ${t.name}`}
                >
                  Public page
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <h2 id="catalogue-villas-heading" className="text-xl font-semibold text-forest-950">
          {m.villas}
        </h2>
        <CsvLink href={csvHref("/api/admin/catalogue/villas.csv", query)} describedBy="catalogue-villas-heading" />
      </div>
      <ListFilters
        key={`${query.type}|${query.q}`}
        label="Villas"
        idPrefix="villas"
        q={query.q}
        searchLabel="Search by villa name or number"
        placeholder="For example Kingfisher"
        filterName="type"
        filterLabel="Kind of home"
        filter={query.type}
        options={typeOptions}
        filterError={data.typeError}
        submitLabel="Show villas"
      />
      <QueueCount
        path={PATH}
        total={villas.total}
        page={villas.page}
        pages={villas.pages}
        noun={["villa", "villas"]}
        after={query.q ? " found" : ""}
      />
      {villas.items.length === 0 ? (
        <QueueEmpty
          message={filtered ? m.noVillasMatch : m.noVillas}
          searched={filtered}
          path={PATH}
          resetLabel="show every villa"
          hint="Try another name"
        />
      ) : (
        <div className={loading ? "opacity-60" : undefined}>
          <table className="mt-4 hidden w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm md:table">
            <caption className="sr-only">Villas in the office's order</caption>
            <thead className="bg-forest-50 text-forest-950">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Villa
                </th>
                <th scope="col" className="px-4 py-3">
                  Kind of home
                </th>
                <th scope="col" className="px-4 py-3">
                  Per night
                </th>
                <th scope="col" className="px-4 py-3">
                  Order
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {villas.items.map((v) => (
                <tr key={v.id} className="border-t border-forest-100 align-top">
                  <td className="px-4 py-3">
                    <span className="font-semibold">{v.name}</span>
                    <span className="block text-ink/80">
                      {[v.villa_number, v.location].filter(Boolean).join(" · ")}
                    </span>
                  </td>
                  <td className="px-4 py-3">{v.type_name}</td>
                  <td className="px-4 py-3">{formatRupees(v.price_per_night)}</td>
                  <td className="px-4 py-3">{v.sort_order}</td>
                  <td className="px-4 py-3">{statusText(v.published)}</td>
                  <td className="px-4 py-3">
                    <VillaActions villa={v} where="table" decisions={decisions} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-4 grid gap-3 md:hidden" aria-label="Villas in the office's order">
            {villas.items.map((v) => (
              <li key={v.id} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="text-lg font-semibold text-forest-950">{v.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink/80">Kind of home</dt>
                  <dd>{v.type_name}</dd>
                  <dt className="text-ink/80">Where</dt>
                  <dd>{[v.villa_number, v.location].filter(Boolean).join(" · ")}</dd>
                  <dt className="text-ink/80">Per night</dt>
                  <dd>{formatRupees(v.price_per_night)}</dd>
                  <dt className="text-ink/80">Order</dt>
                  <dd>{v.sort_order}</dd>
                  <dt className="text-ink/80">Status</dt>
                  <dd>{statusText(v.published)}</dd>
                </dl>
                <VillaActions villa={v} where="card" decisions={decisions} />
              </li>
            ))}
          </ul>
          <Pagination current={villas.page} total={villas.pages} search={villaSearch(query)} />
        </div>
      )}
    </section>
  );
}

/** The villas' search in the address, for the pages' links. */
function villaSearch(query: { q: string; type: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type) params.set("type", query.type);
  return params;
}

function VillaActions({
  villa,
  where,
  decisions,
}: {
  villa: VillaRecord;
  where: string;
  decisions: Decisions<CatalogueResult>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4">
      <Link
        to={`${PATH}?editVilla=${villa.id}`}
        className={`${linkClass} inline-flex min-h-11 items-center`}
        aria-label={`Edit ${villa.name}`}
      >
        Edit
      </Link>
      <PublishButton
        intent="villa.publish"
        id={villa.id}
        name={villa.name}
        published={villa.published}
        where={where}
        decisions={decisions}
      />
      {villa.published && (
        <Link
          to={`/property-details/${villa.id}`}
          className={`${linkClass} inline-flex min-h-11 items-center`}
          aria-label={`Public page of ${villa.name}`}
        >
          Public page
        </Link>
      )}
    </div>
  );
}
