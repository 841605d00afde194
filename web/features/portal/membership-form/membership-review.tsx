import { format, parseISO } from "date-fns";
import type { ReactNode } from "react";
import type { NomineeValues, PersonalValues } from "../../../../common/membership-form";

const day = (iso: string) => {
  try {
    return iso ? format(parseISO(iso), "d MMMM yyyy") : "";
  } catch {
    return iso;
  }
};

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-forest-900">{label}</dt>
          <dd className="text-ink/90 [overflow-wrap:anywhere]">
            {value || <span className="text-ink/70">Not given</span>}
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
          Edit<span className="sr-only"> {title}</span>
        </button>
      </div>
      {children}
    </section>
  );
}

const fileLink = (url: string, name: string | undefined) =>
  url ? (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-saffron-700 underline underline-offset-4"
    >
      {name || "View file"}
    </a>
  ) : (
    ""
  );

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
  return (
    <div className="grid gap-4">
      <Part id="review-personal" title="Personal" step={1} onEdit={onEdit}>
        <Rows
          rows={[
            ["Full name", personal.fullName],
            ["Date of birth", day(personal.dateOfBirth)],
            ["Phone number", personal.phoneNumber],
            ["E-mail", personal.email],
            ["Qualification", personal.qualification],
            ["Occupation", personal.occupation],
            ["Current address", personal.currentAddress],
            [
              "Permanent address",
              personal.sameAsCurrentAddress
                ? `${personal.permanentAddress} (same as current address)`
                : personal.permanentAddress,
            ],
            ["Identity document", fileLink(personal.document, files[personal.document])],
          ]}
        />
      </Part>
      <Part id="review-nominee" title="Nominee Details" step={2} onEdit={onEdit}>
        <Rows
          rows={[
            ["Full name", nominee.fullName],
            ["Phone number", nominee.phoneNumber],
            ["Relationship", nominee.relationship],
            ["Date of birth", day(nominee.dob)],
            ["E-mail", nominee.email],
            ["ID type", nominee.idType],
            ["ID document", fileLink(nominee.idFile, files[nominee.idFile])],
          ]}
        />
      </Part>
      <Part id="review-signature" title="E-Signature" step={3} onEdit={onEdit}>
        {signature ? (
          <img
            src={signature}
            alt="Your signature"
            className="max-h-28 rounded-lg border border-forest-100 bg-white p-2"
          />
        ) : (
          <p className="text-sm text-ink/80">Not given</p>
        )}
      </Part>
    </div>
  );
}
