import { Link } from "react-router";
import { ACTIVITY_CATEGORIES, NEW_ACTIVITY_ROWS, type ActivityRecord } from "../../../../common/activities";
import { LOCATION_NAMES } from "../../../../common/locations";
import { ErrorBox } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import type { ActivitiesFormResult } from "./activities.server";

const PATH = "/admin/catalogue/activities";

/**
 * Each estate's own activities (decision 053): a location's list in order, each with its category, its name and an
 * optional Hindi name; empty rows add new ones, a cleared name removes one. The villa pages of the location offer
 * the list saved.
 */
export function ActivitiesPage({
  data,
  result,
}: {
  data: { location: string; activities: ActivityRecord[] };
  result: ActivitiesFormResult | undefined;
}) {
  const form = useForm<ActivitiesFormResult>({ id: "activities", actionData: result });
  const sent = form.result && !form.result.ok ? form.result.values : undefined;
  const rows: ActivityRecord[] = [
    ...data.activities,
    ...Array.from({ length: NEW_ACTIVITY_ROWS }, () => ({ category: "Moderate" as const, name: "", name_hi: null })),
  ];
  const value = (key: string, fallback: string) => (sent ? (sent[key] ?? "") : fallback);
  return (
    <section aria-labelledby="activities-heading">
      <p className="text-sm">
        <Link to="/admin/catalogue" className="font-semibold text-forest-900 underline underline-offset-4">
          Catalogue
        </Link>{" "}
        / Activities
      </p>
      <h1 id="activities-heading" className="mt-2 font-display text-3xl text-forest-950">
        Activities of {data.location}
      </h1>
      <p className="mt-2 text-ink/80">
        What guests can do at each estate, shown on its villas' stay pages by category. Empty rows add activities;
        clearing a name removes one. The Hindi name is optional (the English shows on Hindi pages without it).
      </p>
      <nav aria-label="Locations" className="mt-4 flex flex-wrap gap-2">
        {LOCATION_NAMES.map((name) => (
          <Link
            key={name}
            to={`${PATH}?location=${name}`}
            aria-current={name === data.location ? "page" : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
              name === data.location
                ? "bg-forest-900 text-cream-50 ring-forest-900"
                : "bg-white text-forest-900 ring-forest-900/20 hover:bg-forest-100"
            }`}
          >
            {name}
          </Link>
        ))}
      </nav>
      {form.result?.ok && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {form.result.message}
        </p>
      )}
      {form.failure && form.message ? (
        <div className="mt-4">
          <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
        </div>
      ) : null}
      <form.Form {...form.props} key={data.location} className="mt-6 grid gap-4">
        <input type="hidden" name="location" value={data.location} />
        <table className="w-full overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm">
          <caption className="sr-only">Activities of {data.location}</caption>
          <thead className="bg-forest-50 text-forest-950">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Category
              </th>
              <th scope="col" className="px-3 py-2">
                Name
              </th>
              <th scope="col" className="px-3 py-2">
                Name in Hindi
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, n) => (
              <tr key={n} className="border-t border-forest-100">
                <td className="px-3 py-2 text-ink/75">{n + 1}</td>
                <td className="px-3 py-2">
                  <select
                    name={`category.${n}`}
                    aria-label={`Category of activity ${n + 1}`}
                    defaultValue={value(`category.${n}`, row.category)}
                    className="field w-full"
                  >
                    {ACTIVITY_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-3 py-2">
                  <input
                    name={`name.${n}`}
                    aria-label={`Name of activity ${n + 1}`}
                    defaultValue={value(`name.${n}`, row.name)}
                    maxLength={120}
                    className="field w-full min-w-48"
                  />
                </td>
                <td className="px-3 py-2">
                  <input
                    name={`name_hi.${n}`}
                    lang="hi"
                    aria-label={`Hindi name of activity ${n + 1}`}
                    defaultValue={value(`name_hi.${n}`, row.name_hi ?? "")}
                    maxLength={120}
                    className="field w-full min-w-48"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <button type="submit" disabled={form.busy} className="btn-primary h-11">
            Save the activities of {data.location}
          </button>
        </div>
      </form.Form>
    </section>
  );
}
