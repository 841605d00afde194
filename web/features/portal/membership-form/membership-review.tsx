import type { ReactNode } from "react";
import { formatDate } from "../../../../common/format";
import type { NomineeValues, PersonalValues } from "../../../../common/membership-form";
import { useMembershipFormTexts } from "./membership-texts";

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  const { t } = useMembershipFormTexts();
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-forest-900">{label}</dt>
          <dd className="text-ink/90 [overflow-wrap:anywhere]">
            {value || <span className="text-ink/70">{t("form.review.notGiven")}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The id of the tab's GET form that opens a step already reached (Back and Edit without JavaScript). */
export const STEP_GOTO_FORM = "membership-step-goto";

function Part({
  id,
  title,
  step,
  onEdit,
  children,
}: {
  id: string;
  title: string;
  step: 1 | 2 | 3;
  onEdit: (step: 1 | 2 | 3) => void;
  children: ReactNode;
}) {
  const { t } = useMembershipFormTexts();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-forest-100 p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="font-display text-xl text-forest-950">
          {title}
        </h3>
        <button
          type="submit"
          form={STEP_GOTO_FORM}
          name="step"
          value={step}
          onClick={(event) => {
            event.preventDefault();
            onEdit(step);
          }}
          className="text-sm font-semibold text-saffron-700 underline underline-offset-4"
        >
          {t("form.review.edit")}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      {children}
    </section>
  );
}

function FileLink({ url, name }: { url: string; name: string | undefined }) {
  const { t } = useMembershipFormTexts();
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-saffron-700 underline underline-offset-4"
    >
      {name || t("form.review.viewFile")}
    </a>
  );
}

const fileLink = (url: string, name: string | undefined) => (url ? <FileLink url={url} name={name} /> : "");

/** Step 4 of the membership form: everything entered, for a last look before Submit. */
export function MembershipReview({
  personal,
  nominee,
  signature,
  files,
  onEdit,
}: {
  personal: PersonalValues;
  nominee: NomineeValues;
  signature: string;
  files: Record<string, string>;
  onEdit: (step: 1 | 2 | 3) => void;
}) {
  const { t, steps, language } = useMembershipFormTexts();
  /** A yyyy-mm-dd day in the reader's words (anything else as it is). */
  const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso, language) : iso);
  return (
    <div className="grid gap-4">
      <Part id="review-personal" title={steps[0]} step={1} onEdit={onEdit}>
        <Rows
          rows={[
            [t("form.personal.fullName"), personal.fullName],
            [t("form.personal.dateOfBirth"), day(personal.dateOfBirth)],
            [t("form.personal.phoneNumber"), personal.phoneNumber],
            [t("form.personal.email"), personal.email],
            [t("form.personal.qualification"), personal.qualification],
            [t("form.personal.occupation"), personal.occupation],
            [t("form.personal.currentAddress"), personal.currentAddress],
            [
              t("form.personal.permanentAddress"),
              personal.sameAsCurrentAddress
                ? t("form.review.sameAsCurrent", { address: personal.permanentAddress })
                : personal.permanentAddress,
            ],
            [t("form.personal.document"), fileLink(personal.document, files[personal.document])],
          ]}
        />
      </Part>
      <Part id="review-nominee" title={steps[1]} step={2} onEdit={onEdit}>
        <Rows
          rows={[
            [t("form.personal.fullName"), nominee.fullName],
            [t("form.personal.phoneNumber"), nominee.phoneNumber],
            [t("form.review.relationship"), nominee.relationship],
            [t("form.personal.dateOfBirth"), day(nominee.dob)],
            [t("form.personal.email"), nominee.email],
            [t("form.review.idType"), nominee.idType],
            [t("form.review.idDocument"), fileLink(nominee.idFile, files[nominee.idFile])],
          ]}
        />
      </Part>
      <Part id="review-signature" title={steps[2]} step={3} onEdit={onEdit}>
        {signature ? (
          <img
            src={signature}
            alt={t("form.signature")}
            className="max-h-28 rounded-lg border border-forest-100 bg-white p-2"
          />
        ) : (
          <p className="text-sm text-ink/80">{t("form.review.notGiven")}</p>
        )}
      </Part>
    </div>
  );
}
