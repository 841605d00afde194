import { REVIEW_STARS, REVIEW_TEXT_MAX, type ReviewStatus } from "../../../common/reviews";
import { formatDate } from "../../../common/format";
import { ErrorBox } from "../../components/form-fields";
import { useForm, type FormResult } from "../../lib/form";
import { useStayTexts } from "./stay-texts";

/** The review page's answer: its message, and what was sent when it is refused. */
export type ReviewStayResult = FormResult & { values?: { rating: string; text: string } };

export interface ReviewStayData {
  villaName: string;
  checkIn: string;
  checkOut: string;
  refusal: string | null;
  review: { rating: number; text: string; status: ReviewStatus } | null;
}

const stars = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

/**
 * The guest's review of their stay (decision 053): stars from 1 to 5 and a text, sent once; the stay's review when it
 * has one, or why it cannot be reviewed (not yet checked out, too long ago).
 */
export function ReviewStayPage({ data, actionData }: { data: ReviewStayData; actionData?: ReviewStayResult }) {
  const { t, say, language } = useStayTexts();
  const form = useForm<ReviewStayResult>({ id: "review", actionData, toast: false, say });
  const result = form.result;
  const values = result && !result.ok ? result.values : undefined;
  const stay = t("rate.stay", {
    villa: data.villaName,
    from: formatDate(data.checkIn, language),
    to: formatDate(data.checkOut, language),
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold text-forest-900">{t("rate.title")}</h1>
      <p className="mt-2 text-lg text-ink/85">{stay}</p>
      {result?.ok ? (
        <p role="status" className="mt-8 rounded-2xl bg-forest-50 p-5 font-medium text-forest-900">
          {t("rate.thanks")}
        </p>
      ) : data.review ? (
        <section aria-labelledby="yours-heading" className="mt-8 rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
          <h2 id="yours-heading" className="text-xl font-semibold text-forest-900">
            {t("rate.yours")}
          </h2>
          <p className="mt-2 text-saffron-700" role="img" aria-label={t("rate.star", { count: data.review.rating })}>
            {stars(data.review.rating)}
          </p>
          <blockquote className="mt-2 whitespace-pre-line text-ink/90">{data.review.text}</blockquote>
          <p className="mt-3 text-sm text-ink/80">{t(`rate.status.${data.review.status}`)}</p>
        </section>
      ) : data.refusal ? (
        <div className="mt-8">
          <ErrorBox>{say(data.refusal)}</ErrorBox>
        </div>
      ) : (
        <form.Form {...form.props} noValidate className="mt-8 grid gap-6">
          {form.failure && !Object.keys(form.errors).length && form.message ? (
            <ErrorBox id={form.messageId}>{form.message}</ErrorBox>
          ) : null}
          <fieldset aria-describedby={form.errors.rating ? "review-rating-error" : undefined}>
            <legend className="text-sm font-semibold text-forest-900">{t("rate.stars")}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {REVIEW_STARS.map((n) => (
                <label key={n} className="flex min-h-6 items-center gap-2 text-sm font-medium text-forest-900">
                  <input
                    {...form.control("rating", { group: true })}
                    type="radio"
                    value={n}
                    defaultChecked={values?.rating === String(n)}
                    className="h-4 w-4 accent-saffron-700"
                  />
                  <span aria-hidden="true" className="text-saffron-700">
                    {"★".repeat(n)}
                  </span>
                  <span className="sr-only">{t("rate.star", { count: n })}</span>
                </label>
              ))}
            </div>
            {form.errors.rating && (
              <p id="review-rating-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {say(form.errors.rating)}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor="review-text" className="block text-sm font-semibold text-forest-900">
              {t("rate.text")}
            </label>
            <p id="review-text-hint" className="mt-1 text-sm text-ink/80">
              {t("rate.textHint")}
            </p>
            <textarea
              {...form.control("text", { hint: true })}
              rows={6}
              maxLength={REVIEW_TEXT_MAX}
              defaultValue={values?.text}
              className="field mt-2 min-h-32 w-full"
            />
            {form.errors.text && (
              <p id="review-text-error" className="mt-1 text-sm font-medium text-[#b42318]">
                {say(form.errors.text)}
              </p>
            )}
          </div>
          <div>
            <button type="submit" disabled={form.busy} className="btn-primary px-8">
              {form.busy ? t("rate.sending") : t("rate.send")}
            </button>
          </div>
        </form.Form>
      )}
    </div>
  );
}
