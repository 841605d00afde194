import type { ReactNode } from "react";
import { usePortalTexts } from "./portal-texts";

/** A step's card: its heading ("Step 2 of 4: Nominee Details") and its content. */
export function StepCard({
  id,
  number,
  total,
  title,
  children,
}: {
  id: string;
  number: number;
  total: number;
  title: string;
  children: ReactNode;
}) {
  const { t } = usePortalTexts();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <p className="eyebrow">{t("shared.stepOf", { number, total })}</p>
      <h2 id={id} tabIndex={-1} className="mt-1 font-display text-2xl text-forest-950 focus:outline-none">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
