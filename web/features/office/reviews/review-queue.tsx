import { Link, useSearchParams } from "react-router";
import { shortClubDay } from "../../../../common/club-time";
import {
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  type ReviewQueue,
  type ReviewQueueItem,
} from "../../../../common/reviews";
import { ErrorBox } from "../../../components/form-fields";
import { Pagination } from "../../../components/pagination";
import {
  DecisionAnswer,
  linkClass,
  ListFilters,
  QueueCount,
  QueueEmpty,
  useDecisionForm,
  useDecisions,
  type Decisions,
} from "../shared/queue-parts";
import type { ReviewFormResult } from "./reviews.server";

const PATH = "/admin/reviews";
const statusOptions = REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] }));
type ReviewDecisions = Decisions<ReviewFormResult>;

const buttonClass =
  "inline-flex h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-forest-900 ring-1 ring-forest-900/20 hover:bg-forest-100 disabled:opacity-60";

/** An item's form of `intent`: its own `useForm`, which takes the server's answer about this review and intent. */
const useReviewForm = (decisions: ReviewDecisions, intent: string, id: string) =>
  useDecisionForm(decisions, `review-${intent}-${id}`, (answer) => answer.id === id && answer.intent === intent);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
      {message}
    </p>
  );
}

/** Publish, hide with a reason, and the club's reply: the forms of one review. */
function ReviewDecisionsForms({ item, decisions }: { item: ReviewQueueItem; decisions: ReviewDecisions }) {
  const publish = useReviewForm(decisions, "publish", item.id);
  const hide = useReviewForm(decisions, "hide", item.id);
  const reply = useReviewForm(decisions, "reply", item.id);
  const busy = publish.busy || hide.busy || reply.busy;
  const kept = (form: typeof hide) => (form.result && !form.result.ok ? form.result.values : undefined);
  const reason = hide.control("reason", { id: `review-reason-${item.id}`, hint: true });
  const replyText = reply.control("text", { id: `review-reply-${item.id}`, hint: true });
  const refusal = decisions.result;
  return (
    <div className="grid gap-4">
      {item.status !== "published" && (
        <publish.Form {...publish.props}>
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="id" value={item.id} />
          <button type="submit" disabled={busy} className="btn-primary h-11">
            Publish<span className="sr-only"> the review of {item.guest_name}</span>
          </button>
        </publish.Form>
      )}
      {item.status !== "hidden" && (
        <hide.Form {...hide.props} className="grid gap-2">
          <input type="hidden" name="intent" value="hide" />
          <input type="hidden" name="id" value={item.id} />
          <div>
            <label htmlFor={reason.id} className="block text-sm font-semibold text-forest-900">
              Reason for hiding
            </label>
            <textarea
              {...reason}
              rows={2}
              maxLength={1000}
              required
              minLength={5}
              defaultValue={kept(hide)?.reason}
              className="field mt-1 min-h-16 w-full"
            />
            <p id={`${reason.id}-hint`} className="mt-1 text-xs text-ink/75">
              Kept in the office's record; the guest is not told.
            </p>
            <FieldError id={reason.id!} message={hide.errors.reason} />
          </div>
          <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
            Hide<span className="sr-only"> the review of {item.guest_name}</span>
          </button>
        </hide.Form>
      )}
      <reply.Form {...reply.props} className="grid gap-2">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={item.id} />
        <div>
          <label htmlFor={replyText.id} className="block text-sm font-semibold text-forest-900">
            The club's reply
          </label>
          <textarea
            {...replyText}
            rows={3}
            maxLength={REVIEW_TEXT_MAX}
            defaultValue={kept(reply)?.text ?? item.reply ?? ""}
            className="field mt-1 min-h-20 w-full"
          />
          <p id={`${replyText.id}-hint`} className="mt-1 text-xs text-ink/75">
            Shown under the review on the villa's page once it is published; leave it empty to remove it.
          </p>
          <FieldError id={replyText.id!} message={reply.errors.text} />
        </div>
        <button type="submit" disabled={busy} className={`${buttonClass} justify-self-start`}>
          Save the reply<span className="sr-only"> to {item.guest_name}</span>
        </button>
      </reply.Form>
      {refusal && refusal.id === item.id && !refusal.ok && !Object.keys(refusal.errors ?? {}).length && (
        <ErrorBox>{refusal.message}</ErrorBox>
      )}
    </div>
  );
}

function Review({ item, decisions }: { item: ReviewQueueItem; decisions: ReviewDecisions }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm">
      <article
        aria-label={`Review by ${item.guest_name} of ${item.villa.name}`}
        className="grid gap-5 lg:grid-cols-[3fr_2fr]"
      >
        <div>
          <p className="text-lg font-semibold text-forest-950">
            <span className="text-saffron-700" role="img" aria-label={`${item.rating} out of 5 stars`}>
              {"★".repeat(item.rating)}
              {"☆".repeat(5 - item.rating)}
            </span>{" "}
            {item.guest_name}
          </p>
          <p className="mt-1 text-sm text-ink/80">
            {item.villa.name}, {item.villa.location} ·{" "}
            <Link to={`/admin/stays/${item.stay.id}`} className={linkClass}>
              {item.stay.reference}
            </Link>{" "}
            · {shortClubDay(item.stay.check_in)} – {shortClubDay(item.stay.check_out)}
          </p>
          <blockquote className="mt-3 whitespace-pre-line text-ink/90">{item.text}</blockquote>
          <p className="mt-3 text-sm text-ink/80">
            Written {shortClubDay(item.written_at)} ·{" "}
            <span className="font-semibold">{REVIEW_STATUS_LABELS[item.status]}</span>
            {item.decided_at ? ` on ${shortClubDay(item.decided_at)}` : ""}
          </p>
          {item.hidden_reason && item.status === "hidden" && (
            <p className="mt-1 text-sm text-ink/80">Reason: {item.hidden_reason}</p>
          )}
        </div>
        <ReviewDecisionsForms item={item} decisions={decisions} />
      </article>
    </li>
  );
}

/**
 * /admin/reviews: guests' reviews of their stays, waiting ones first by default (front office; decision 053). Each is
 * published on its villa's page or hidden with a reason, and may carry the club's public reply.
 */
export function ReviewQueuePage({
  query,
  filterError,
  list,
  result: posted,
}: {
  query: { q: string; status: string };
  filterError: string | null;
  list: ReviewQueue;
  result: ReviewFormResult | undefined;
}) {
  const [search] = useSearchParams();
  const decisions = useDecisions(posted);
  const result = decisions.result;
  const listed = Boolean(result && !result.ok && list.items.some((item) => item.id === result.id));
  return (
    <section aria-labelledby="reviews-heading">
      <h1 id="reviews-heading" className="font-display text-3xl text-forest-950">
        Reviews
      </h1>
      <p className="mt-2 text-ink/80">
        Guests review their stay after check-out. Publish a review on its villa's page, or hide it with a reason; the
        club may reply publicly. A villa's average and count follow what is published.
      </p>
      <ListFilters
        key={`${query.q}|${query.status}`}
        label="Reviews"
        idPrefix="reviews"
        q={query.q}
        searchLabel="Search"
        placeholder="Guest, villa or stay reference"
        filterName="status"
        filterLabel="Status"
        filter={query.status}
        options={statusOptions}
        filterError={filterError}
      />
      {!listed && <DecisionAnswer result={result} />}
      <QueueCount path={PATH} total={list.total} page={list.page} pages={list.pages} noun={["review", "reviews"]} />
      {list.items.length === 0 ? (
        <QueueEmpty
          message={query.status === "pending" ? "No review is waiting." : "No reviews match."}
          searched={Boolean(query.q)}
          path={`${PATH}?status=${query.status}`}
          resetLabel="show every review in this state"
          hint="Try another spelling"
        />
      ) : (
        <ul className="mt-4 grid gap-4" aria-label="Reviews">
          {list.items.map((item) => (
            <Review key={item.id} item={item} decisions={decisions} />
          ))}
        </ul>
      )}
      <Pagination current={list.page} total={list.pages} search={search} />
    </section>
  );
}
