import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { Picture } from "../../components/picture";

/** The dark banner of a villa's pages: its picture behind, a breadcrumb, its name and highlights, then `children`. */
export function VillaHero({
  property: p,
  breadcrumb,
  children,
}: {
  property: PropertyRecord;
  breadcrumb: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("catalogue");
  return (
    <section className="relative isolate overflow-hidden bg-forest-950 text-cream-50">
      <div className="absolute inset-0 -z-10 opacity-50">
        <Picture mediaKey={p.image} alt="" sizes="100vw" width={1600} priority className="h-full w-full object-cover" />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/95 via-forest-950/50 to-forest-950/20" />
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-20 sm:px-6 sm:pt-32">
        <nav aria-label={t("breadcrumb")} className="text-sm text-cream-100/85">
          {breadcrumb}
        </nav>
        <h1 className="mt-4 text-4xl font-semibold sm:text-6xl">{p.name}</h1>
        <p className="mt-3 max-w-2xl text-lg text-cream-100/90">{p.highlights}</p>
        {children}
      </div>
    </section>
  );
}
