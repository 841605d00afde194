import { useState } from "react";
import { newsletterMessages } from "../../../common/newsletter";
import { messageOr, requestApi } from "../../lib/api";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** The footer newsletter box: POST /api/newsletter/subscribe, the answer shown in place. */
export function NewsletterForm() {
  const [state, setState] = useState<State>({ kind: "idle" });
  return (
    <form
      aria-label="Newsletter"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const email = String(new FormData(form).get("email") ?? "").trim();
        if (!form.checkValidity() || !email) {
          setState({ kind: "error", message: newsletterMessages.invalidEmail });
          return;
        }
        setState({ kind: "sending" });
        try {
          const res = await requestApi("POST", "/api/newsletter/subscribe", { email });
          if (res.ok) {
            setState({ kind: "done", message: messageOr(res, newsletterMessages.confirmationSent) });
            form.reset();
          } else {
            const message = res.status === 400 ? newsletterMessages.invalidEmail : messageOr(res, newsletterMessages.failed);
            setState({ kind: "error", message });
          }
        } catch {
          setState({ kind: "error", message: newsletterMessages.failed });
        }
      }}
    >
      <label htmlFor="newsletter-email" className="text-sm text-cream-100/90">
        Your e-mail address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={state.kind === "error" || undefined}
          aria-describedby="newsletter-status"
          className="w-0 min-w-0 flex-1 rounded-full border border-cream-100/30 bg-forest-900 px-4 py-2 text-sm text-cream-50 placeholder:text-cream-100/60"
        />
        {/* the field (w-0, then flex-1) gives way on a narrow screen, never the button's word (WCAG 1.4.10) */}
        <button type="submit" className="btn shrink-0 bg-saffron-500 text-forest-950 hover:bg-saffron-300" disabled={state.kind === "sending"}>
          Submit
        </button>
      </div>
      <p id="newsletter-status" role="status" className={`mt-2 min-h-5 text-sm ${state.kind === "error" ? "text-saffron-300" : "text-cream-100"}`}>
        {state.kind === "done" || state.kind === "error" ? state.message : state.kind === "sending" ? "Subscribing…" : ""}
      </p>
    </form>
  );
}
