import { addDays, format, nextTuesday, previousTuesday } from "date-fns";
import { describe, expect, it } from "vitest";
import { appointmentProblem, conveyanceMessages } from "./conveyance.ts";
import { emptyNominee, missingParts, nomineeDetails, personalDetails } from "./membership-form.ts";
import { isTuesday, membershipFormUnlocked } from "./portal.ts";

describe("isTuesday (conveyance appointments are on Tuesdays)", () => {
  it("is true for Tuesdays only", () => {
    expect(isTuesday("2026-07-14")).toBe(true);
    expect(isTuesday("2025-01-07")).toBe(true);
    expect(isTuesday("2026-07-13")).toBe(false); // Monday
    expect(isTuesday("2026-07-15")).toBe(false); // Wednesday
    expect(isTuesday("2026-07-19")).toBe(false); // Sunday
  });
  it("refuses what is not a real yyyy-mm-dd date", () => {
    expect(isTuesday("")).toBe(false);
    expect(isTuesday("14/07/2026")).toBe(false);
    expect(isTuesday("2026-02-31")).toBe(false);
    expect(isTuesday("2026-7-14")).toBe(false);
  });
});

describe("membershipFormUnlocked (50 % of the payment)", () => {
  it("opens at exactly half of the total, not a rupee before", () => {
    expect(membershipFormUnlocked(0, 1_000_000)).toBe(false);
    expect(membershipFormUnlocked(499_999, 1_000_000)).toBe(false);
    expect(membershipFormUnlocked(500_000, 1_000_000)).toBe(true);
    expect(membershipFormUnlocked(1_000_000, 1_000_000)).toBe(true);
  });
  it("handles odd totals and plans of 2 and 3 steps", () => {
    expect(membershipFormUnlocked(50, 101)).toBe(false);
    expect(membershipFormUnlocked(51, 101)).toBe(true);
    // a 2-step plan with step 1 paid is half; a 3-step plan with step 1 paid is a third
    expect(membershipFormUnlocked(Math.round(1_250_001 / 2), 1_250_001)).toBe(true);
    expect(membershipFormUnlocked(Math.round(1_250_001 / 3), 1_250_001)).toBe(false);
  });
  it("stays locked without a price", () => {
    expect(membershipFormUnlocked(0, 0)).toBe(false);
  });
});

describe("conveyance appointment date", () => {
  const tuesday = nextTuesday(new Date());
  it("accepts a future Tuesday", () => {
    expect(appointmentProblem(format(tuesday, "yyyy-MM-dd"))).toBeNull();
  });
  it("refuses other days, past Tuesdays and an empty date", () => {
    expect(appointmentProblem(format(addDays(tuesday, 1), "yyyy-MM-dd"))).toBe(
      "Appointments are on Tuesdays only. Please choose a Tuesday.",
    );
    expect(appointmentProblem(format(previousTuesday(new Date()), "yyyy-MM-dd"))).toBe(
      conveyanceMessages.appointmentInFuture,
    );
    expect(appointmentProblem("")).toBe(conveyanceMessages.appointmentRequired);
  });
});

describe("membership form steps", () => {
  const personal = {
    fullName: "Asha Verma",
    dateOfBirth: "1985-04-12",
    phoneNumber: "+91 98765 43210",
    email: "Asha@Example.org",
    qualification: "Graduate",
    occupation: "Business Owner",
    currentAddress: "12 Mall Road, Solan",
    permanentAddress: "12 Mall Road, Solan",
    sameAsCurrentAddress: true,
    document: "/files/0b5e8f0e-8a4e-4d8c-9d7e-2f6b8f1f2a3c",
  };
  it("checks the personal step, an adult applicant and the nominee", () => {
    expect(personalDetails.parse(personal).email).toBe("asha@example.org");
    expect(personalDetails.safeParse({ ...personal, dateOfBirth: format(new Date(), "yyyy-MM-dd") }).success).toBe(
      false,
    );
    expect(nomineeDetails.safeParse(emptyNominee).success).toBe(false);
  });
  it("names what is missing by step", () => {
    expect(
      missingParts({ personal: { ...personal, phoneNumber: "12" }, nominee: emptyNominee, signature: "" }),
    ).toEqual([
      "Personal (phone number)",
      "Nominee Details (full name, phone number, relationship, date of birth, e-mail, ID type, ID file)",
      "E-Signature (signature)",
    ]);
  });
});
