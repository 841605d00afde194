import { addDays, addMonths, format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { clubToday } from "./club-time.ts";
import { membershipFormMessages } from "./membership-form.ts";
import { planStepParam } from "./registration-schemas.ts";
import {
  chosenFileProblem,
  dueDate,
  dueLabel,
  FLEXIBLE_STEP_CHOICES,
  MAX_PLAN_STEPS,
  MAX_UPLOAD_BYTES,
  planSteps,
  registrationMessages as m,
  splitAmount,
  startStep,
  stepNames,
} from "./registration.ts";

const flags = (kyc: boolean, family: boolean, payment: boolean, terms: boolean) => ({
  is_kyc_done: kyc,
  is_family_details_done: family,
  is_payment_done: payment,
  is_terms_agreed: terms,
});

describe("start step", () => {
  it("follows the member's flags", () => {
    expect(startStep(flags(false, false, false, false))).toBe(1);
    expect(startStep(flags(true, false, false, false))).toBe(2);
    expect(startStep(flags(true, true, false, false))).toBe(3);
    expect(startStep(flags(true, true, true, false))).toBe(4);
    expect(startStep(flags(true, true, true, true))).toBe("dashboard");
  });
  it("counts a created plan as step 3 done: steps still due resume on step 4, the summary with Pay Now", () => {
    expect(startStep(flags(true, true, false, false), true)).toBe(4);
    expect(startStep(flags(true, true, false, false), false)).toBe(3);
    expect(startStep(flags(true, true, true, true), true)).toBe("dashboard");
    expect(startStep(flags(true, false, false, false), true)).toBe(2);
  });
  it("does not skip a step that is not done", () => {
    expect(startStep(flags(false, true, true, false))).toBe(1);
    expect(startStep(flags(true, false, true, true))).toBe(2);
  });
});

describe("payment split", () => {
  it("divides the price and rounds, the last step taking the rest", () => {
    expect(splitAmount(1000000, 3)).toEqual([333333, 333333, 333334]);
    expect(splitAmount(100001, 2)).toEqual([50001, 50000]);
    expect(splitAmount(10, 4)).toEqual([3, 3, 3, 1]);
    expect(splitAmount(2500000, 1)).toEqual([2500000]);
  });
  it("always adds up to the total", () => {
    for (const total of [7, 99, 12345, 999999, 1234567]) {
      for (const steps of [1, 2, 3, 4, 5]) expect(splitAmount(total, steps).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
  it("refuses a missing or zero price and more than five steps", () => {
    expect(() => splitAmount(0, 2)).toThrow();
    expect(() => splitAmount(1000, 6)).toThrow();
  });
});

describe("step names and due dates", () => {
  it("names the flexible steps by their count", () => {
    expect(stepNames(2)).toEqual(["Registration & Initiation", "Completion"]);
    expect(stepNames(5)).toEqual(["Registration", "Initiation", "Development", "Finishing", "Completion"]);
  });
  it("makes the first step due immediately and step N due within N months", () => {
    expect(dueLabel(1)).toBe("Immediately");
    expect(dueLabel(2)).toBe("Within 2 months");
    expect(dueLabel(4)).toBe("Within 4 months");
    // the last day of next January: two months on is the last of March, three the last of April
    const year = Number(clubToday().slice(0, 4)) + 1;
    const start = new Date(`${year}-01-31T06:00:00Z`);
    expect(dueDate(start, 1)).toBe(`${year}-01-31`);
    expect(dueDate(start, 2)).toBe(`${year}-03-31`);
    expect(dueDate(start, 3)).toBe(`${year}-04-30`);
  });
  it("dates the steps by the club's day: a plan made at 20:00 UTC is made on the next day in India", () => {
    const utcDay = clubToday();
    const evening = new Date(`${utcDay}T20:00:00Z`);
    const indiaDay = addDays(parseISO(utcDay), 1);
    const day = (at: Date) => format(at, "yyyy-MM-dd");
    expect(dueDate(evening, 1)).toBe(day(indiaDay));
    expect(dueDate(evening, 2)).toBe(day(addMonths(indiaDay, 2)));
    const [first, second] = planSteps({ total: 600000, mode: "flexible", steps: 2, start: evening });
    expect([first.dueDate, second.dueDate]).toEqual([day(indiaDay), day(addMonths(indiaDay, 2))]);
  });
  it("plans a full payment as one step due immediately", () => {
    const [only, ...rest] = planSteps({ total: 500000, mode: "full", steps: 4, start: new Date(2026, 5, 1) });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ step: 1, stepName: "Full Payment", amount: 500000, dueLabel: "Immediately" });
  });
});

describe("the one check of a chosen file (the browser's, before an upload)", () => {
  const file = (name: string, type: string, size = 1024) => ({ name, type, size });

  it("takes each kind's types up to 5 MB, by the browser's type or else the name's extension", () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(
      chosenFileProblem(file("receipt.pdf", "application/pdf", MAX_UPLOAD_BYTES), "receipt", m.uploadType),
    ).toBeNull();
    expect(chosenFileProblem(file("scan.JPEG", ""), "receipt", m.uploadType)).toBeNull();
    expect(
      chosenFileProblem(file("passport.pdf", "application/pdf"), "identityDocument", m.identityDocumentPdf),
    ).toBeNull();
    expect(chosenFileProblem(file("signature.png", "image/png"), "signature", m.signatureType)).toBeNull();
    expect(chosenFileProblem(file("signature.jpg", ""), "signature", m.signatureType)).toBeNull();
  });

  it("answers the caller's message for a wrong type, and the same size and empty-file messages for every kind", () => {
    expect(chosenFileProblem(file("receipt.gif", "image/gif"), "receipt", m.uploadType)).toBe(m.uploadType);
    expect(chosenFileProblem(file("passport.png", "image/png"), "identityDocument", m.identityDocumentPdf)).toBe(
      m.identityDocumentPdf,
    );
    expect(
      chosenFileProblem(file("signature.pdf", "application/pdf"), "signature", membershipFormMessages.signatureType),
    ).toBe(membershipFormMessages.signatureType);
    expect(chosenFileProblem(file("signature.heic", ""), "signature", m.signatureType)).toBe(m.signatureType);
    for (const kind of ["receipt", "identityDocument", "signature"] as const) {
      const name = kind === "identityDocument" ? "a.pdf" : "a.png";
      const type = kind === "identityDocument" ? "application/pdf" : "image/png";
      expect(chosenFileProblem(file(name, type, MAX_UPLOAD_BYTES + 1), kind, "wrong type")).toBe(m.uploadSize);
      expect(chosenFileProblem(file(name, type, 0), kind, "wrong type")).toBe(m.emptyFile);
    }
  });
});

describe("a plan's step numbers", () => {
  it("run from 1 to the largest flexible plan's steps, in an address as in the rules", () => {
    expect(MAX_PLAN_STEPS).toBe(5);
    expect(MAX_PLAN_STEPS).toBe(Math.max(...FLEXIBLE_STEP_CHOICES));
    expect(planStepParam.safeParse("1").success).toBe(true);
    expect(planStepParam.safeParse(String(MAX_PLAN_STEPS)).success).toBe(true);
    expect(planStepParam.safeParse("0").success).toBe(false);
    expect(planStepParam.safeParse(String(MAX_PLAN_STEPS + 1)).success).toBe(false);
    expect(stepNames(MAX_PLAN_STEPS)).toHaveLength(MAX_PLAN_STEPS);
    expect(() => splitAmount(100, MAX_PLAN_STEPS + 1)).toThrow(RangeError);
  });
});
