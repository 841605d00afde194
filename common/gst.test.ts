import { describe, expect, it } from "vitest";
import {
  DEFAULT_TAX_SETTINGS as D,
  formatPaise,
  includedTaxLine,
  isValidGstin,
  placeOfSupply,
  rateFor,
  roundDiv,
  stateNamedIn,
  stateOfGstin,
  stateOfLocation,
  stateTaxName,
  stayTax,
  taxIncluded,
  taxOf,
  taxOnTaxable,
  taxTotals,
} from "./gst.ts";
import { nightsAt, priceBreakup } from "./stays.ts";
import { invoiceDetailsInput, taxSettingsInput, taxMessages } from "./tax-schemas.ts";

/*
 * The tax maths of the club's invoices: paise rounded half up, CGST and SGST equal halves that add up to the tax,
 * IGST across states, GST taken out of the amounts members pay (which the spec fixes), a stay's GST out of its
 * "taxes and fees" first, the accommodation's rate by the value per night, and the place of supply.
 */

const details = { stay: "Villa, 2 nights", extra: "2 guests × 2 nights" };
const stayRules = { stay: D.stay, extra: D["extra-guests"] };

describe("rounding and the tax of an amount", () => {
  it("rounds paise half up", () => {
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(7, 3)).toBe(2);
    expect(roundDiv(8, 3)).toBe(3);
    expect(roundDiv(0, 9)).toBe(0);
  });

  it("takes 18% GST out of ₹1,00,000 (the Full Membership's price): ₹84,745.76 + ₹7,627.12 + ₹7,627.12", () => {
    const intra = taxIncluded(10_000_000, 1800, false);
    expect(intra).toEqual({ taxable: 8_474_576, cgst: 762_712, sgst: 762_712, igst: 0 });
    expect(formatPaise(intra.taxable)).toBe("₹84,745.76");
    const inter = taxIncluded(10_000_000, 1800, true);
    expect(inter).toEqual({ taxable: 8_474_576, cgst: 0, sgst: 0, igst: 1_525_424 });
  });

  it("splits CGST and SGST in equal halves that add up, and the taxable value and tax add up to the amount exactly", () => {
    for (const amount of [1, 99, 101, 71_900, 12_345_67, 3_33_333_33, 99_99_999_99]) {
      for (const rate of [0, 250, 500, 1200, 1800, 2800, 4000]) {
        for (const interState of [false, true]) {
          const tax = taxIncluded(amount, rate, interState);
          expect(tax.taxable + taxOf(tax)).toBe(amount);
          expect(tax.cgst).toBe(tax.sgst);
          expect(interState ? tax.cgst : tax.igst).toBe(0);
          // each tax is its rate on the taxable value, to the paisa
          const each = interState ? [tax.igst, rate] : [tax.cgst, rate / 2];
          expect(Math.abs(each[0] - (tax.taxable * each[1]) / 10_000)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("puts GST on a taxable value: CGST and SGST each at half the rate, IGST at the whole", () => {
    expect(taxOnTaxable(1_000_001, 500, false)).toEqual({ taxable: 1_000_001, cgst: 25_000, sgst: 25_000, igst: 0 });
    expect(taxOnTaxable(1_000_001, 500, true)).toEqual({ taxable: 1_000_001, cgst: 0, sgst: 0, igst: 50_000 });
  });

  it("makes one line of an instalment with GST included, totals that add up, and Indian grouping", () => {
    const lineOf = includedTaxLine("instalment", D.instalment, "Step 1 of 2", 12_50_000, true);
    expect(lineOf).toMatchObject({ sac: "997211", rate_bp: 1800, total: 12_50_000_00, cgst: 0 });
    expect(lineOf.description).toBe("Villa contribution: lease of a villa for 99 years: Step 1 of 2");
    const totals = taxTotals([lineOf]);
    expect(totals.taxable + totals.tax).toBe(totals.total);
    expect(formatPaise(totals.total)).toBe("₹12,50,000.00");
  });
});

describe("a stay's GST", () => {
  it("under ₹7,500 a night: 5%, paid out of the taxes and fees, whose rest is the stay fee", () => {
    const price = priceBreakup(nightsAt(5000, 2));
    const { lines, taxesAndFees, valuePerNight } = stayTax(price, stayRules, false, details);
    expect(lines).toHaveLength(1);
    const [stay] = lines;
    expect(stay).toMatchObject({ kind: "stay", sac: "996311", rate_bp: 500, cgst: 27_233, sgst: 27_233 });
    expect(stay.total).toBe(price.total * 100);
    expect(taxesAndFees).toEqual({ charged: 1_43_800, gst: 54_466, fee: 89_334, gstBeyond: 0 });
    // the stay line's taxable value is the room charges and the stay fee
    expect(stay.taxable).toBe(10_000_00 + taxesAndFees.fee);
    expect(valuePerNight).toBeLessThanOrEqual(7500_00);
  });

  it("above ₹7,500 a night: 18%, the taxes and fees all GST and the rest of the GST in the room charges", () => {
    const price = priceBreakup(nightsAt(10_000, 2));
    const { lines, taxesAndFees } = stayTax(price, stayRules, true, details);
    const [stay] = lines;
    expect(stay).toMatchObject({ rate_bp: 1800, cgst: 0, sgst: 0, igst: 327_020 });
    expect(stay.taxable + stay.igst).toBe(21_438_00);
    expect(taxesAndFees).toEqual({ charged: 1_43_800, gst: 1_43_800, fee: 0, gstBeyond: 327_020 - 1_43_800 });
  });

  it("takes the higher rate where the value per night at the lower rate is above the threshold", () => {
    // ₹7,500 a night + ₹719: at 5% the value per night (fee included) is above ₹7,500
    const { lines, valuePerNight } = stayTax(priceBreakup(nightsAt(7500, 1)), stayRules, false, details);
    expect(valuePerNight).toBeGreaterThan(7500_00);
    expect(lines[0].rate_bp).toBe(1800);
    // ₹7,000 a night stays at 5%
    expect(stayTax(priceBreakup(nightsAt(7000, 1)), stayRules, false, details).lines[0].rate_bp).toBe(500);
  });

  it("counts the coupon's discount and the extra guests in the value, gives extra guests their own line and rate", () => {
    const price = priceBreakup(nightsAt(6000, 3), { code: "TENOFF", kind: "percent", value: 10 } as never, {
      extraGuests: 2,
    });
    const rules = {
      stay: D.stay,
      extra: { ...D["extra-guests"], threshold_per_night: null, rate_above_percent: null, rate_percent: 12 },
    };
    const { lines, taxesAndFees } = stayTax(price, rules, false, details);
    expect(lines.map((l) => [l.kind, l.rate_bp])).toEqual([
      ["stay", 1800],
      ["extra-guests", 1200],
    ]);
    const [, extra] = lines;
    // the extra guests' charge is their taxable value; their GST is paid from the taxes and fees
    expect(extra.taxable).toBe(price.extraGuestCharge * 100);
    expect(extra.cgst).toBe(extra.sgst);
    expect(taxTotals(lines).total).toBe(price.total * 100);
    expect(taxesAndFees.gst + taxesAndFees.fee).toBe(price.taxes * 100);
  });

  it("a stay of free nights alone: the taxes and fees carry the stay's GST", () => {
    const price = priceBreakup(nightsAt(9000, 2), undefined, { freeNightsLeft: 5 });
    const { lines, taxesAndFees } = stayTax(price, stayRules, false, details);
    expect(price.roomCharges).toBe(0);
    expect(lines[0].rate_bp).toBe(500);
    expect(lines[0].total).toBe(price.taxes * 100);
    expect(taxesAndFees.gst + taxesAndFees.fee).toBe(price.taxes * 100);
  });

  it("rates by the value per night: at or under the threshold the lower rate", () => {
    expect(rateFor(D.stay, 7500_00)).toBe(500);
    expect(rateFor(D.stay, 7500_01)).toBe(1800);
    expect(rateFor(D.membership, 99_999_999)).toBe(1800);
  });
});

describe("the place of supply", () => {
  const unregistered = { gstin: null, state: "Delhi" };
  it("is the villa's state for accommodation and a villa's lease", () => {
    expect(placeOfSupply("villa", unregistered, "Uttarakhand", "Himachal Pradesh")).toEqual({
      state: "Uttarakhand",
      code: "05",
      basis: "villa",
    });
  });
  it("is the recipient's: a GSTIN's state first, else the address's, else the supplier's", () => {
    expect(
      placeOfSupply("recipient", { gstin: "27AAACB1234C1Z5", state: "Delhi" }, null, "Himachal Pradesh"),
    ).toMatchObject({
      state: "Maharashtra",
      basis: "recipient",
    });
    expect(placeOfSupply("recipient", unregistered, "Uttarakhand", "Himachal Pradesh")).toMatchObject({
      state: "Delhi",
    });
    expect(placeOfSupply("recipient", { gstin: null, state: null }, null, "Himachal Pradesh")).toEqual({
      state: "Himachal Pradesh",
      code: "02",
      basis: "supplier",
    });
  });
  it("knows the villas' states, a state named in an address, a GSTIN's state and UTGST", () => {
    expect(stateOfLocation("Rishikesh")).toBe("Uttarakhand");
    expect(stateOfLocation("rajgarh")).toBe("Chhattisgarh");
    expect(stateNamedIn("Village Kather, Solan, Himachal Pradesh 173212")).toBe("Himachal Pradesh");
    expect(stateNamedIn("12 Park Street\nNew Delhi 110001")).toBe("Delhi");
    expect(stateNamedIn("Panaji, GOA")).toBe("Goa");
    expect(stateNamedIn("Somewhere without a state")).toBeNull();
    expect(stateOfGstin("02AAATV0000A1ZQ")).toBe("Himachal Pradesh");
    expect(isValidGstin("02AAATV0000A1ZQ")).toBe(true);
    expect(isValidGstin("02AAATV0000A1ZR")).toBe(false);
    expect(stateTaxName("Chandigarh")).toBe("UTGST");
    expect(stateTaxName("Delhi")).toBe("SGST");
  });
});

describe("the schemas", () => {
  it("takes the tax settings from a form's text and keeps per-night steps to stays", () => {
    const form = Object.fromEntries(
      Object.entries(D).map(([kind, rule]) => [
        kind,
        {
          ...rule,
          rate_percent: String(rule.rate_percent),
          threshold_per_night: rule.threshold_per_night === null ? "" : "7,500",
          rate_above_percent: rule.rate_above_percent === null ? "" : String(rule.rate_above_percent),
        },
      ]),
    );
    expect(taxSettingsInput.parse(form)).toEqual(D);
    const bad = taxSettingsInput.safeParse({ ...form, stay: { ...form.stay, rate_above_percent: "" } });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["stay", "rate_above_percent"],
      message: taxMessages.rateAboveRequired,
    });
    const rate = taxSettingsInput.safeParse({ ...form, membership: { ...form.membership, rate_percent: "18.555" } });
    expect(rate.error?.issues[0].message).toBe(taxMessages.rateInvalid);
  });

  it("takes a member's GSTIN with its business's name and address, its state the GSTIN's", () => {
    const ok = invoiceDetailsInput.parse({
      business_name: "Sharma Traders",
      gstin: "02aaatv0000a1zq",
      address: "Mall Road, Shimla",
      state: "",
    });
    expect(ok).toEqual({
      business_name: "Sharma Traders",
      gstin: "02AAATV0000A1ZQ",
      address: "Mall Road, Shimla",
      state: "Himachal Pradesh",
    });
    const wrong = invoiceDetailsInput.safeParse({ gstin: "02AAATV0000A1ZR", business_name: "X", address: "Y" });
    expect(wrong.error?.issues[0].message).toBe(taxMessages.gstinCheck);
    const bare = invoiceDetailsInput.safeParse({ gstin: "02AAATV0000A1ZQ" });
    expect(bare.error?.issues.map((i) => i.path[0])).toEqual(["business_name", "address"]);
    expect(invoiceDetailsInput.parse({ address: "Panaji", state: "Goa" })).toMatchObject({ gstin: null, state: "Goa" });
  });
});
