import { useTranslation } from "react-i18next";
import { newsletterMessages } from "../../../common/newsletter";
import { useForm, type FormResult } from "../../lib/form";

/** The shape of an address, the same in every language. */
const EXAMPLE_ADDRESS = "you@example.com";

/** The box's answers that the frame's catalogue words (the server's answer names them in English). */
const ANSWERS = [
  "confirmationSent",
  "alreadySubscribed",
  "invalidEmail",
  "tooMany",
  "failed",
  "confirmationResent",
  "resendTooSoon",
] as const satisfies readonly (keyof typeof newsletterMessages)[];

/**
 * The footer newsletter box: it posts to /newsletter/subscribe's action (with or without JavaScript); with the
 * script the answer is shown in place, in the box's status line.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  /** An answer in the page's language: one of the box's own, else as the server said it. */
  const say = (message: string) => {
    const answer = ANSWERS.find((key) => newsletterMessages[key] === message);
    return answer ? t(`newsletter.${answer}`) : message;
  };
  const form = useForm<FormResult>({
    id: "newsletter",
    action: "/newsletter/subscribe",
    // the box says what happened in its status line: no toasts
    toast: false,
    // the browser's own check of an e-mail address first (the server checks it with the shared schema)
    check: (data, element) =>
      String(data.get("email") ?? "").trim() && element.checkValidity()
        ? null
        : { ok: false, message: newsletterMessages.invalidEmail, field: "email" },
    onAnswer: (answer) => {
      if (answer.ok) form.props.ref.current?.reset();
    },
  });
  const status = form.busy ? t("newsletter.subscribing") : say(form.failure?.message ?? form.result?.message ?? "");
  return (
    <form.Form {...form.props} aria-label={t("newsletter.label")} noValidate>
      <label htmlFor="newsletter-email" className="text-sm text-cream-100/90">
        {t("newsletter.email")}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          {...form.control("email")}
          type="email"
          required
          autoComplete="email"
          placeholder={EXAMPLE_ADDRESS}
          // the status line below says what is wrong, or that the link is on its way
          aria-invalid={form.failure ? true : undefined}
          aria-describedby={form.messageId}
          className="w-0 min-w-0 flex-1 rounded-full border border-cream-100/30 bg-forest-900 px-4 py-2 text-sm text-cream-50 placeholder:text-cream-100/60"
        />
        {/* the field (w-0, then flex-1) gives way on a narrow screen, never the button's word (WCAG 1.4.10) */}
        <button
          type="submit"
          className="btn shrink-0 bg-saffron-500 text-forest-950 hover:bg-saffron-300"
          disabled={form.busy}
        >
          {t("newsletter.submit")}
        </button>
      </div>
      <p
        id={form.messageId}
        role="status"
        className={`mt-2 min-h-5 text-sm ${form.failure && !form.busy ? "text-saffron-300" : "text-cream-100"}`}
      >
        {status}
      </p>
    </form.Form>
  );
}
