import { Link } from "react-router";
import { deskVillaText, type DeskVilla } from "../../../../common/office-stays";
import { GUEST_TITLES, MAX_ADULTS } from "../../../../common/stays";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { useForm } from "../../../lib/form";
import { linkClass } from "../shared/queue-parts";
import { EXTRA_GUEST_HINT } from "../../../../common/stay-price-lines";
import type { DeskAnswer } from "./desk-day";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((n) => ({ value: n, label: n }));
const titleOptions = [{ value: "", label: "None" }, ...GUEST_TITLES.map((t) => ({ value: t, label: t }))];

/**
 * A stay booked by phone for a caller without an account: the villa, the dates, the party, the
 * guest's name and phone, and an e-mail and a coupon if the caller gives them. The server prices it with the rules
 * of a member's booking and refuses nights that are taken; the desk's day of the arrival opens with the reference
 * (the action's redirect, which the form's fetcher follows). One form (decision 031); a refusal is said in it.
 */
export function PhoneBookingPage({ villas, answer }: { villas: DeskVilla[]; answer?: DeskAnswer }) {
  const form = useForm<DeskAnswer>({ id: "phone", actionData: answer, toast: false });
  const busy = form.busy;
  const sent = (form.result && !form.result.ok ? form.result.values : undefined) ?? {};
  const villaOptions = villas.map((v) => ({ value: v.id, label: `${deskVillaText(v)}, ${v.location}` }));
  // the villa is chosen in the same form: up to the largest party of the villas; the server refuses beyond the chosen one's
  const maxAdults = Math.max(MAX_ADULTS, ...villas.map((v) => v.max_adults));
  const maxChildren = Math.max(0, ...villas.map((v) => v.max_children));
  return (
    <section aria-labelledby="phone-heading">
      <p className="text-sm">
        <Link to="/admin/stays" className={linkClass}>
          Back to the desk
        </Link>
      </p>
      <h1 id="phone-heading" className="mt-2 font-display text-3xl text-forest-950">
        Book a stay by phone
      </h1>
      <p className="mt-2 text-ink/80">
        For a caller without an account. The price is worked out as for a member&apos;s booking and paid at the
        property. With an e-mail address, the caller gets the confirmation and a calendar event.
      </p>
      <form.Form
        {...form.props}
        aria-label="Phone booking"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        noValidate
      >
        {form.failure && <ErrorBox>{form.failure.message}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.field("property_id", { id: "phone-villa" })}
            label="Villa"
            options={villaOptions}
            placeholder="Choose a villa"
            defaultValue={sent.property_id ?? ""}
            className="sm:col-span-2"
          />
          <TextField
            {...form.field("check_in", { id: "phone-check-in" })}
            type="date"
            label="Check-in"
            defaultValue={sent.check_in ?? ""}
          />
          <TextField
            {...form.field("check_out", { id: "phone-check-out" })}
            type="date"
            label="Check-out"
            defaultValue={sent.check_out ?? ""}
          />
          <SelectField
            {...form.field("adults", { id: "phone-adults" })}
            label="Adults"
            options={range(1, maxAdults)}
            defaultValue={sent.adults ?? "2"}
            hint={EXTRA_GUEST_HINT}
          />
          <SelectField
            {...form.field("children", { id: "phone-children" })}
            label="Children"
            options={range(0, maxChildren)}
            defaultValue={sent.children ?? "0"}
          />
          <SelectField
            {...form.field("title", { id: "phone-title" })}
            label="Title (optional)"
            options={titleOptions}
            defaultValue={sent.title ?? ""}
          />
          <div className="hidden sm:block" />
          <TextField
            {...form.field("first_name", { id: "phone-first-name" })}
            label="First name"
            autoComplete="off"
            defaultValue={sent.first_name ?? ""}
            maxLength={60}
          />
          <TextField
            {...form.field("last_name", { id: "phone-last-name" })}
            label="Last name"
            autoComplete="off"
            defaultValue={sent.last_name ?? ""}
            maxLength={60}
          />
          <TextField
            {...form.field("phone", { id: "phone-phone" })}
            type="tel"
            label="Phone"
            defaultValue={sent.phone ?? ""}
            maxLength={20}
          />
          <TextField
            {...form.field("email", { id: "phone-email" })}
            type="email"
            label="E-mail (optional)"
            defaultValue={sent.email ?? ""}
            maxLength={254}
          />
          <TextField
            {...form.field("coupon", { id: "phone-coupon" })}
            label="Coupon (optional)"
            defaultValue={sent.coupon ?? ""}
            maxLength={20}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary h-11" aria-busy={busy}>
            {busy ? "Booking…" : "Book stay"}
          </button>
          <Link to="/admin/stays" className="btn h-11">
            Cancel
          </Link>
        </div>
      </form.Form>
    </section>
  );
}
