import type { PublishedReview } from "../../../common/reviews";
import { useCatalogueWords } from "../../lib/catalogue-words";

/**
 * A villa's reviews (decision 053): its guests' published reviews, newest first — the guest's first name and the
 * month of the stay, the stars, the words and the club's reply — under the average and count; "No reviews yet" while
 * there are none. Nothing here is a sample: every review is a checked-out stay's, published by the front office.
 */
export function VillaReviews({
  villa,
  reviews,
  headingClassName = "text-3xl font-semibold text-forest-900",
}: {
  villa: { rating: number | null; reviews: number };
  reviews: readonly PublishedReview[];
  headingClassName?: string;
}) {
  const words = useCatalogueWords();
  const { t } = words;
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={headingClassName}>
        {t("stay.reviews")}
      </h2>
      {reviews.length === 0 || villa.rating === null ? (
        <p className="mt-4 text-ink/85" data-testid="no-reviews">
          {t("stay.noReviews")}
        </p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-forest-900" data-testid="reviews-summary">
            {t("stay.reviewsSummary", {
              rating: villa.rating.toFixed(1),
              count: t("stay.reviewCount", { count: villa.reviews }),
            })}
          </p>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
                <p className="text-saffron-700" role="img" aria-label={t("stay.stars", { rating: r.rating })}>
                  {"★".repeat(r.rating)}
                  {"☆".repeat(5 - r.rating)}
                </p>
                <blockquote className="mt-2 whitespace-pre-line text-ink/90">{r.text}</blockquote>
                <p className="mt-3 text-sm font-semibold text-forest-900">
                  {t("stay.reviewBy", { name: r.name, month: words.month(r.month) })}
                </p>
                {r.reply && (
                  <div className="mt-3 rounded-xl bg-cream-100 p-3 text-sm">
                    <p className="font-semibold text-forest-900">{t("stay.clubReply")}</p>
                    <p className="mt-1 whitespace-pre-line text-ink/90">{r.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
