import { cancellationTermSentences, type CancellationTier } from "../../../common/stay-cancellation";
import { useStayTexts } from "./stay-texts";

/**
 * The club's cancellation terms in words (decision 052), on the booking review and the booked stay's confirmation:
 * each tier's days before check-in and what it refunds, and that a Full Member's free nights always go back.
 */
export function CancellationTerms({ tiers, headingId }: { tiers: readonly CancellationTier[]; headingId: string }) {
  const { t } = useStayTexts();
  const sentences = cancellationTermSentences(tiers, {
    from: (days, refund) =>
      days === 0 ? t("cancellation.fromAny", { refund }) : t("cancellation.from", { days, refund }),
    between: (from, to, refund) =>
      from === to ? t("cancellation.oneDay", { days: from, refund }) : t("cancellation.between", { from, to, refund }),
    under: (days, refund) => t("cancellation.under", { days, refund }),
    full: t("cancellation.full"),
    none: t("cancellation.none"),
    part: (percent) => t("cancellation.part", { percent }),
  });
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-forest-100 bg-cream-50 p-5 text-left">
      <h2 id={headingId} className="font-display text-xl text-forest-950">
        {t("cancellation.heading")}
      </h2>
      <p className="mt-2 text-sm text-ink/85">{t("cancellation.lead")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-forest-900">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
        <li>{t("cancellation.freeNights")}</li>
      </ul>
      <p className="mt-2 text-xs text-ink/75">{t("cancellation.daysNote")}</p>
    </section>
  );
}
