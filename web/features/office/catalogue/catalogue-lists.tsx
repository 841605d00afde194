import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BlockRecord, OptionRecordOffice } from "../../../../common/catalogue-office";
import { ErrorBox } from "../../../components/form-fields";
import type { FormHandle } from "../../../lib/form";
import { linkClass, QueueEmpty, useDecisionForm, useDecisions, type Decisions } from "../shared/queue-parts";
import type { CatalogueResult } from "./catalogue-page";

const PATH = "/admin/catalogue/lists";

export type CatalogueListsData = {
  blocks: BlockRecord[];
  lists: { value: string; label: string; noun: string; options: OptionRecordOffice[] }[];
  saved: string | null;
};

const small = "field h-11 w-full";
/** The page's refusal, which the refused field is described by. */
const ANSWER_ID = "lists-error";

type ListFormHandle = FormHandle<CatalogueResult>;

/**
 * A row's name and order fields, with labels a screen reader reads (visible on the first row of a phone's card). A
 * field the form's refusal names is marked invalid and described by the page's message.
 */
function Input({
  id,
  label,
  form,
  name,
  ...input
}: { id: string; label: string; form: ListFormHandle; name: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "form"
>) {
  const invalid = form.invalid(name);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-forest-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={small}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? ANSWER_ID : undefined}
        {...input}
      />
    </div>
  );
}

/**
 * One form of the page (decision 031): a `useForm` of its own, named `id`, which takes the server's answer about it
 * (its intent and list, and the row's id) and hands its refusal to the page; a success is the action's redirect.
 */
function ListForm({
  decisions,
  id,
  intent,
  row = "",
  children,
  ...props
}: {
  decisions: Decisions<CatalogueResult>;
  id: string;
  intent: string;
  row?: string;
  children: (form: ListFormHandle) => ReactNode;
  className?: string;
  "aria-label"?: string;
}) {
  const form = useDecisionForm(decisions, id, (answer) => answer.intent === intent && answer.id === row);
  return (
    <form.Form {...form.props} {...props}>
      {children(form)}
    </form.Form>
  );
}

/**
 * The catalogue's blocks (create, rename, renumber) and the registration's three option lists (add, rename,
 * reorder, remove when no member's record uses the option), each row its own form posted to the page's action.
 */
export function CatalogueListsPage({ data, result: posted }: { data: CatalogueListsData; result?: CatalogueResult }) {
  const decisions = useDecisions(posted);
  const result = decisions.result;
  return (
    <section aria-labelledby="lists-heading">
      <h1 id="lists-heading" className="font-display text-3xl text-forest-950">
        Blocks and option lists
      </h1>
      <p className="mt-2 text-ink/80">
        The blocks villas belong to, and the choices of the membership application.{" "}
        <Link to="/admin/catalogue" className={linkClass}>
          Back to the catalogue
        </Link>
      </p>
      {data.saved && (
        <p role="status" className="mt-4 rounded-2xl bg-forest-50 p-4 font-semibold text-forest-950">
          {data.saved}
        </p>
      )}
      {result && (
        <div className="mt-4">
          <ErrorBox id={ANSWER_ID}>{result.message}</ErrorBox>
        </div>
      )}

      <section aria-labelledby="blocks-heading" className="mt-8">
        <h2 id="blocks-heading" className="text-xl font-semibold text-forest-950">
          Blocks
        </h2>
        <ul className="mt-3 grid gap-3" aria-label="Blocks by number">
          {data.blocks.map((b) => (
            <li key={b.id} className="rounded-2xl bg-white p-4 shadow-sm">
              <ListForm
                decisions={decisions}
                id={`block-${b.id}`}
                intent="block.save:"
                row={b.id}
                className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
              >
                {(form) => (
                  <>
                    <input type="hidden" name="intent" value="block.save" />
                    <input type="hidden" name="id" value={b.id} />
                    <Input
                      form={form}
                      id={`block-${b.id}-name`}
                      name="block_name"
                      label={`Name of block ${b.block_number}`}
                      defaultValue={b.block_name}
                      maxLength={60}
                      required
                    />
                    <Input
                      form={form}
                      id={`block-${b.id}-number`}
                      name="block_number"
                      label="Number"
                      inputMode="numeric"
                      defaultValue={b.block_number}
                      required
                    />
                    <button
                      type="submit"
                      className="btn h-11"
                      aria-label={`Save block ${b.block_name}`}
                      disabled={form.busy}
                    >
                      Save
                    </button>
                  </>
                )}
              </ListForm>
            </li>
          ))}
        </ul>
        <ListForm
          decisions={decisions}
          id="block-new"
          intent="block.save:"
          aria-label="New block"
          className="mt-3 grid gap-3 rounded-2xl bg-forest-50 p-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        >
          {(form) => (
            <>
              <input type="hidden" name="intent" value="block.save" />
              <Input
                form={form}
                id="block-new-name"
                name="block_name"
                label="New block's name"
                maxLength={60}
                required
              />
              <Input
                form={form}
                id="block-new-number"
                name="block_number"
                label="Number"
                inputMode="numeric"
                required
              />
              <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
                Add block
              </button>
            </>
          )}
        </ListForm>
      </section>

      {data.lists.map((list) => (
        <section key={list.value} aria-labelledby={`${list.value}-heading`} className="mt-10">
          <h2 id={`${list.value}-heading`} className="text-xl font-semibold text-forest-950">
            {list.label}
          </h2>
          {list.options.length === 0 ? (
            <QueueEmpty message={`No ${list.label.toLowerCase()} yet`} searched={false} path={PATH} resetLabel="" />
          ) : (
            <ul className="mt-3 grid gap-3" aria-label={list.label}>
              {list.options.map((o) => (
                <li
                  key={o.id}
                  className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end"
                >
                  <ListForm
                    decisions={decisions}
                    id={`option-${o.id}`}
                    intent={`option.save:${list.value}`}
                    row={o.id}
                    className="grid gap-3 sm:grid-cols-[1fr_6rem_auto] sm:items-end"
                  >
                    {(form) => (
                      <>
                        <input type="hidden" name="intent" value="option.save" />
                        <input type="hidden" name="list" value={list.value} />
                        <input type="hidden" name="id" value={o.id} />
                        <Input
                          form={form}
                          id={`option-${o.id}-name`}
                          name="name"
                          label={`Name of ${o.name}`}
                          defaultValue={o.name}
                          maxLength={120}
                          required
                        />
                        <Input
                          form={form}
                          id={`option-${o.id}-order`}
                          name="sort_order"
                          label="Order"
                          inputMode="numeric"
                          defaultValue={o.sort_order}
                        />
                        <button type="submit" className="btn h-11" aria-label={`Save ${o.name}`} disabled={form.busy}>
                          Save
                        </button>
                      </>
                    )}
                  </ListForm>
                  <ListForm
                    decisions={decisions}
                    id={`option-${o.id}-remove`}
                    intent={`option.delete:${list.value}`}
                    row={o.id}
                  >
                    {(form) => (
                      <>
                        <input type="hidden" name="intent" value="option.delete" />
                        <input type="hidden" name="list" value={list.value} />
                        <input type="hidden" name="id" value={o.id} />
                        <button
                          type="submit"
                          className="btn h-11 w-full"
                          aria-label={`Remove ${o.name}`}
                          disabled={form.busy}
                        >
                          Remove
                        </button>
                      </>
                    )}
                  </ListForm>
                </li>
              ))}
            </ul>
          )}
          <ListForm
            decisions={decisions}
            id={`${list.value}-new`}
            intent={`option.save:${list.value}`}
            aria-label={`New ${list.noun}`}
            className="mt-3 grid gap-3 rounded-2xl bg-forest-50 p-4 sm:grid-cols-[1fr_6rem_auto] sm:items-end"
          >
            {(form) => (
              <>
                <input type="hidden" name="intent" value="option.save" />
                <input type="hidden" name="list" value={list.value} />
                <Input
                  form={form}
                  id={`${list.value}-new-name`}
                  name="name"
                  label={`New ${list.noun}`}
                  maxLength={120}
                  required
                />
                <Input
                  form={form}
                  id={`${list.value}-new-order`}
                  name="sort_order"
                  label="Order"
                  inputMode="numeric"
                  defaultValue={0}
                />
                <button type="submit" className="btn btn-primary h-11" disabled={form.busy}>
                  {`Add ${list.noun}`}
                </button>
              </>
            )}
          </ListForm>
        </section>
      ))}
    </section>
  );
}
