import { Link, useSearchParams } from "react-router";
import { clubMoment, writtenDay } from "../../../../common/club-time";
import {
  DATE_FORMATS,
  MAPPED_COLUMNS_FIELD,
  MATCH_WINDOW_DAYS,
  reconciliationMessages as m,
  RECONCILIATION_PATH,
  STATEMENT_ACCEPT,
  STATEMENT_FILE_FIELD,
  statementFileProblem,
  statementMappingFormInput,
  statementMappingInput,
  statementPath,
  type StatementList,
  type StatementSummary,
} from "../../../../common/reconciliation";
import { ErrorBox, Field } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import { checkForm, useForm, type FormFailure } from "../../../lib/form";
import { linkClass, QueueCount, QueueEmpty, useListLoading } from "../shared/queue-parts";
import type { UploadResult } from "./reconciliation.server";

const controlClass = "field h-11 w-full aria-invalid:border-[#b42318]";

const fileFailure = (message: string): FormFailure => ({
  ok: false,
  message,
  field: "file",
  errors: { file: message },
});

/** The mapping's selects: what each column is, the required ones first. */
const MAPPING_CHOICES = [
  { name: "date_column", label: "Date", required: true, hint: "The day of the transaction." },
  { name: "description_column", label: "Description", required: true, hint: "The narration or particulars." },
  {
    name: "reference_column",
    label: "Transaction reference",
    required: false,
    hint: "The UTR or cheque number, if the statement has a column for it.",
  },
  {
    name: "credit_column",
    label: "Credit amount",
    required: false,
    hint: "Money in (deposits). Leave it at None when the statement has one amount column.",
  },
  {
    name: "amount_column",
    label: "Amount",
    required: false,
    hint: "One amount column for money in and out: positive is a credit unless a Cr/Dr column says.",
  },
  { name: "type_column", label: "Cr/Dr", required: false, hint: "Whether the amount is a credit or a debit." },
] as const;

/**
 * The upload: the statement's CSV file, and when its columns were not recognised, which column is which (the
 * header's names come with the answer). The file goes in the form: the page's action reads it with or without
 * JavaScript (with it, the file chosen stays chosen for the mapping's post).
 */
function UploadForm({ result }: { result?: UploadResult }) {
  const form = useForm<UploadResult>({
    id: "statement-upload",
    intent: "upload",
    actionData: result,
    // the form says what happened, in place
    toast: false,
    clearOnChange: true,
    check: (data) => {
      if (data.get(MAPPED_COLUMNS_FIELD)) {
        const checked = checkForm(statementMappingInput, statementMappingFormInput(data));
        if (!checked.ok) return checked;
      }
      const file = data.get(STATEMENT_FILE_FIELD);
      const problem = statementFileProblem(file instanceof File ? file : null);
      return problem ? fileFailure(problem) : null;
    },
    onAnswer: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const refused = form.result && !form.result.ok ? form.result : undefined;
  const columns = refused?.columns;
  const chosen = refused?.mapping ?? {};
  const file = form.control("file", { hint: true });
  const dateFormat = form.control("date_format");
  return (
    <section aria-labelledby="statement-upload-heading" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="statement-upload-heading" className="text-xl font-semibold text-forest-950">
        Upload a statement
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        Export the club account&apos;s statement from the bank as CSV. Each credit is matched to a receipt awaiting
        verification by its transaction reference (UTR) and amount, else by its amount and a date within{" "}
        {MATCH_WINDOW_DAYS} days of the day paid, when only one receipt fits.
      </p>
      <form.Form
        {...form.props}
        encType="multipart/form-data"
        noValidate
        aria-labelledby="statement-upload-heading"
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="intent" value="upload" />
        {form.message && <ErrorBox id={form.messageId}>{form.message}</ErrorBox>}
        {form.result?.ok && (
          <p role="status" className="rounded-xl bg-forest-100 px-4 py-3 text-sm font-semibold text-forest-900">
            {form.result.message}{" "}
            {form.result.statementId && (
              <Link to={statementPath(form.result.statementId)} className={linkClass}>
                Open the statement
              </Link>
            )}
          </p>
        )}
        <Field
          id={form.idOf("file")}
          label="Bank statement (CSV)"
          error={form.errors.file}
          hint="SBI, HDFC Bank, ICICI Bank, Axis Bank and Kotak Mahindra Bank exports are recognised; at most 5 MB."
        >
          <input
            {...file}
            type="file"
            required
            accept={STATEMENT_ACCEPT}
            disabled={form.busy}
            className="block w-full max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-forest-100 file:px-4 file:py-2 file:font-semibold file:text-forest-900"
          />
        </Field>
        {columns && (
          <fieldset className="grid gap-4 rounded-xl border border-forest-100 p-4 sm:grid-cols-2">
            <legend className="px-1 font-semibold text-forest-950">Which column is which</legend>
            <p className="text-sm text-ink/80 sm:col-span-2">
              Say it once: statements with these columns are read the same way from now on. Choose the file again if it
              is no longer chosen.
            </p>
            <input type="hidden" name={MAPPED_COLUMNS_FIELD} value={JSON.stringify(columns)} />
            {MAPPING_CHOICES.map((choice) => {
              const control = form.control(choice.name, { hint: true });
              return (
                <Field
                  key={choice.name}
                  id={form.idOf(choice.name)}
                  label={choice.required ? choice.label : `${choice.label} (if any)`}
                  error={form.errors[choice.name]}
                  hint={choice.hint}
                >
                  <select {...control} defaultValue={chosen[choice.name] ?? ""} className={controlClass}>
                    <option value="">{choice.required ? "Choose the column" : "None"}</option>
                    {columns.map((name, index) => (
                      <option key={`${index}-${name}`} value={String(index)}>
                        {name ? `${name} (column ${index + 1})` : `Column ${index + 1}`}
                      </option>
                    ))}
                  </select>
                </Field>
              );
            })}
            <Field
              id={form.idOf("date_format")}
              label="How the dates are written"
              error={form.errors.date_format}
              className="sm:col-span-2"
            >
              <select {...dateFormat} defaultValue={chosen.date_format || "dmy"} className={controlClass}>
                {DATE_FORMATS.map((format) => (
                  <option key={format.value} value={format.value}>
                    {format.label}
                  </option>
                ))}
              </select>
            </Field>
          </fieldset>
        )}
        <div>
          <button type="submit" className="btn btn-primary h-11 px-7" disabled={form.busy} aria-busy={form.busy}>
            {form.busy ? "Uploading…" : "Upload statement"}
          </button>
        </div>
      </form.Form>
    </section>
  );
}

function StatementItem({ statement }: { statement: StatementSummary }) {
  const period = `${writtenDay(statement.period_from)} to ${writtenDay(statement.period_to)}`;
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-forest-950">
        <Link to={statementPath(statement.id)} className={linkClass}>
          {`Statement of ${writtenDay(statement.period_to)}`}
        </Link>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink/80">Period</dt>
        <dd>{period}</dd>
        <dt className="text-ink/80">Bank</dt>
        <dd>{statement.format}</dd>
        <dt className="text-ink/80">File</dt>
        <dd className="min-w-0 break-all">{statement.file_name}</dd>
        <dt className="text-ink/80">Credits</dt>
        <dd>
          {`${statement.credits} · ${statement.matched} matched`}
          {statement.awaiting > 0 ? ` · ${statement.awaiting} awaiting verification` : ""}
        </dd>
        <dt className="text-ink/80">Uploaded</dt>
        <dd>
          {clubMoment(new Date(statement.uploaded_at))}
          {statement.uploaded_by ? ` by ${statement.uploaded_by}` : ""}
        </dd>
      </dl>
    </li>
  );
}

/** /admin/reconciliation: the upload form and the statements uploaded, newest first (accounts; an administrator always). */
export function StatementsPage({ list, result }: { list: StatementList; result?: UploadResult }) {
  const [search] = useSearchParams();
  const loading = useListLoading(RECONCILIATION_PATH);
  return (
    <section aria-labelledby="reconciliation-heading">
      <p className="text-sm">
        <Link to="/admin/reports" className={linkClass}>
          Reports
        </Link>
      </p>
      <h1 id="reconciliation-heading" className="mt-2 font-display text-3xl text-forest-950">
        Bank reconciliation
      </h1>
      <p className="mt-2 text-ink/80">
        The club account&apos;s statements against the receipts members send: each statement shows its credits matched
        to receipts, the credits matched to none and the receipts no credit pays, and verifies the matched receipts
        together.
      </p>
      <UploadForm result={result} />
      <h2 className="mt-10 text-xl font-semibold text-forest-950">Statements</h2>
      <QueueCount
        path={RECONCILIATION_PATH}
        total={list.total}
        page={list.page}
        pages={list.pages}
        noun={["statement", "statements"]}
        after=" uploaded"
      />
      {list.items.length === 0 ? (
        <QueueEmpty message={m.none} searched={false} path={RECONCILIATION_PATH} resetLabel="" />
      ) : (
        <ul aria-label="Statements" className={`mt-4 grid gap-3 lg:grid-cols-2 ${loading ? "opacity-60" : ""}`}>
          {list.items.map((statement) => (
            <StatementItem key={statement.id} statement={statement} />
          ))}
        </ul>
      )}
      {list.total > 0 && <Pagination current={list.page} total={list.pages} search={search} />}
    </section>
  );
}
