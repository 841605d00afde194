import type { ReactNode } from "react";
import { Link } from "react-router";
import { NOTE_INTENT } from "../../../../common/office-notes";
import { clubMoment } from "../../../../common/club-time";
import type { EnquiryDetail } from "../../../../common/enquiries";
import { TextAreaField } from "../../../components/form-fields";
import { linkClass, useDecisionForm, useDecisions } from "../shared/queue-parts";
import type { EnquiryFormResult } from "./enquiries.server";
import { EnquiryStatusBadge, topicLabel } from "./enquiry-status";

/**
 * /admin/enquiries/{id}: who asked, about what, the thread (the visitor's message and the office's
 * replies, oldest first), the reply form ("Your reply", "Send reply": e-mailed to the visitor) and "Close": two forms
 * of the one pattern (decision 031), whose last answer the page says.
 */
export function EnquiryPage({
  enquiry,
  result: posted,
  notes,
}: {
  enquiry: EnquiryDetail;
  result: EnquiryFormResult | undefined;
  /** The staff notes on the question and the form that adds one: ../shared/notes.tsx. */
  notes?: ReactNode;
}) {
  // the notes' form says its own answer
  const decisions = useDecisions(posted?.intent === NOTE_INTENT ? undefined : posted);
  const reply = useDecisionForm(decisions, "enquiry", (answer) => answer.intent === "enquiry.reply");
  const close = useDecisionForm(decisions, "enquiry-close", (answer) => answer.intent === "enquiry.close");
  const busy = reply.busy || close.busy;
  const result = decisions.result;
  const replyError = result?.intent === "enquiry.reply" ? reply.errors.message : undefined;
  return (
    <section aria-labelledby="enquiry-heading">
      <p>
        <Link to="/admin/enquiries" className={linkClass}>
          Back to the questions
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 id="enquiry-heading" className="font-display text-3xl text-forest-950">
          Question from {enquiry.name}
        </h1>
        <EnquiryStatusBadge status={enquiry.status} />
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-1 rounded-2xl bg-white p-4 text-sm shadow-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-forest-950">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${enquiry.email}`} className={linkClass}>
            {enquiry.email}
          </a>
        </dd>
        <dt className="font-semibold text-forest-950">Phone</dt>
        <dd>{enquiry.phone ?? "Not given"}</dd>
        <dt className="font-semibold text-forest-950">Topic</dt>
        <dd>{topicLabel(enquiry.topic)}</dd>
        <dt className="font-semibold text-forest-950">Villa</dt>
        <dd>
          {enquiry.villa ? (
            <Link to={`/property-details/${enquiry.villa.id}`} className={linkClass}>
              {enquiry.villa.name}
            </Link>
          ) : (
            "None"
          )}
        </dd>
        <dt className="font-semibold text-forest-950">Received</dt>
        <dd>{clubMoment(new Date(enquiry.created_at))}</dd>
      </dl>

      {result && !replyError && result.intent !== NOTE_INTENT && (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-6 rounded-2xl p-4 font-semibold ${result.ok ? "bg-forest-100 text-forest-950" : "bg-[#fef3f2] text-[#b42318]"}`}
        >
          {result.message}
        </p>
      )}

      <h2 className="mt-8 text-2xl font-semibold text-forest-950">Messages</h2>
      <ol className="mt-3 grid gap-3" aria-label="Messages">
        {enquiry.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-2xl p-4 shadow-sm ${message.direction === "in" ? "bg-white" : "bg-forest-100 sm:ml-12"}`}
          >
            <p className="text-sm font-semibold text-forest-950">
              {message.direction === "in" ? enquiry.name : `${message.staff ?? "The club office"} (reply by e-mail)`}
              <span className="font-normal text-ink/80"> · {clubMoment(new Date(message.created_at))}</span>
            </p>
            <p className="mt-2 whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
          </li>
        ))}
      </ol>

      <reply.Form
        {...reply.props}
        key={enquiry.messages.length}
        className="mt-8 grid gap-4 rounded-2xl bg-white p-4 shadow-sm"
        aria-labelledby="reply-heading"
      >
        <h2 id="reply-heading" className="text-2xl font-semibold text-forest-950">
          Reply
        </h2>
        <input type="hidden" name="intent" value="enquiry.reply" />
        <TextAreaField
          {...reply.field("message", { id: "enquiry-reply" })}
          label="Your reply"
          rows={6}
          required
          hint={`Sent by e-mail to ${enquiry.email} and kept with the question.`}
          error={replyError}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Send reply
          </button>
        </div>
      </reply.Form>

      {enquiry.status !== "closed" && (
        <close.Form {...close.props} className="mt-4">
          <input type="hidden" name="intent" value="enquiry.close" />
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            Close
          </button>
          <span className="ml-3 text-sm text-ink/80">When nothing more is needed. The visitor is not e-mailed.</span>
        </close.Form>
      )}

      <div className="mt-8">{notes}</div>
    </section>
  );
}
