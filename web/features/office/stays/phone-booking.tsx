import { Form, Link, useNavigation } from "react-router";
import { deskVillaText, type DeskVilla } from "../../../../common/office-stays";
import { GUEST_TITLES, MAX_ADULTS } from "../../../../common/stays";
import { ErrorBox, SelectField, TextField } from "../../../components/form-fields";
import { linkClass } from "../shared/queue-parts";
import { EXTRA_GUEST_HINT } from "../../../../common/stay-price-lines";
import type { DeskAnswer } from "./desk-day";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i)).map((n) => ({ value: n, label: n }));
const titleOptions = [{ value: "", label: "None" }, ...GUEST_TITLES.map((t) => ({ value: t, label: t }))];

/**
 * A stay booked by phone for a caller without an account: the villa, the dates, the party, the
 * guest's name and phone, and an e-mail and a coupon if the caller gives them. The server prices it with the rules
 * of a member's booking and refuses nights that are taken; the desk's day of the arrival opens with the reference.
 */
export function PhoneBookingPage({ villas, answer }: { villas: DeskVilla[]; answer?: DeskAnswer }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const sent = answer?.values ?? {};
  const errors = answer?.errors ?? {};
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
      <Form
        method="post"
        aria-label="Phone booking"
        className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
        noValidate
      >
        {answer && !answer.ok && <ErrorBox>{answer.message}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id="phone-villa"
            name="property_id"
            label="Villa"
            options={villaOptions}
            placeholder="Choose a villa"
            defaultValue={sent.property_id ?? ""}
            error={errors.property_id}
            className="sm:col-span-2"
          />
          <TextField
            id="phone-check-in"
            name="check_in"
            type="date"
            label="Check-in"
            defaultValue={sent.check_in ?? ""}
            error={errors.check_in}
          />
          <TextField
            id="phone-check-out"
            name="check_out"
            type="date"
            label="Check-out"
            defaultValue={sent.check_out ?? ""}
            error={errors.check_out}
          />
          <SelectField
            id="phone-adults"
            name="adults"
            label="Adults"
            options={range(1, maxAdults)}
            defaultValue={sent.adults ?? "2"}
            error={errors.adults}
            hint={EXTRA_GUEST_HINT}
          />
          <SelectField
            id="phone-children"
            name="children"
            label="Children"
            options={range(0, maxChildren)}
            defaultValue={sent.children ?? "0"}
            error={errors.children}
          />
          <SelectField
            id="phone-title"
            name="title"
            label="Title (optional)"
            options={titleOptions}
            defaultValue={sent.title ?? ""}
          />
          <div className="hidden sm:block" />
          <TextField
            id="phone-first-name"
            name="first_name"
            label="First name"
            autoComplete="off"
            defaultValue={sent.first_name ?? ""}
            error={errors.first_name}
            maxLength={60}
          />
          <TextField
            id="phone-last-name"
            name="last_name"
            label="Last name"
            autoComplete="off"
            defaultValue={sent.last_name ?? ""}
            error={errors.last_name}
            maxLength={60}
          />
          <TextField
            id="phone-phone"
            name="phone"
            type="tel"
            label="Phone"
            defaultValue={sent.phone ?? ""}
            error={errors.phone}
            maxLength={20}
          />
          <TextField
            id="phone-email"
            name="email"
            type="email"
            label="E-mail (optional)"
            defaultValue={sent.email ?? ""}
            error={errors.email}
            maxLength={254}
          />
          <TextField
            id="phone-coupon"
            name="coupon"
            label="Coupon (optional)"
            defaultValue={sent.coupon ?? ""}
            error={errors.coupon}
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
      </Form>
    </section>
  );
}
