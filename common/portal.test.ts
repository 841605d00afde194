import { describe, expect, it } from "vitest";
import {
  isPortalTab,
  membershipFormUnlocked,
  moaUnlocked,
  paidPercent,
  paymentButton,
  progressPercent,
} from "./portal.ts";

describe("portal progress (current_step / payment_steps, rounded)", () => {
  it("rounds the step share to a whole percent", () => {
    expect(progressPercent({ current_step: 1, payment_steps: 3 })).toBe(33);
    expect(progressPercent({ current_step: 2, payment_steps: 3 })).toBe(67);
    expect(progressPercent({ current_step: 5, payment_steps: 5 })).toBe(100);
    expect(progressPercent({ current_step: 1, payment_steps: 1 })).toBe(100);
  });
  it("is 0 without a plan", () => {
    expect(progressPercent(null)).toBe(0);
  });
  it("counts the paid share down, so 100 only when everything is paid", () => {
    expect(paidPercent(999_999, 1_000_000)).toBe(99);
    expect(paidPercent(1_000_000, 1_000_000)).toBe(100);
    expect(paidPercent(0, 0)).toBe(0);
  });
});

describe("unlock thresholds", () => {
  it("opens the membership form at 50 % paid", () => {
    expect(membershipFormUnlocked(49_999, 100_000)).toBe(false);
    expect(membershipFormUnlocked(50_000, 100_000)).toBe(true);
    expect(membershipFormUnlocked(0, 0)).toBe(false);
  });
  it("opens the MOA only when the amount paid covers the total", () => {
    expect(moaUnlocked(99_999, 100_000)).toBe(false);
    expect(moaUnlocked(100_000, 100_000)).toBe(true);
    expect(moaUnlocked(0, 0)).toBe(false);
  });
});

describe("payment card button", () => {
  it("follows the payment status", () => {
    expect(paymentButton("completed")).toMatchObject({ label: "View Receipts", disabled: false });
    expect(paymentButton("pending")).toMatchObject({ label: "Continue Payment", disabled: false });
    expect(paymentButton("cancelled")).toMatchObject({ label: "Restart Payment", disabled: false });
    expect(paymentButton("reviewing")).toMatchObject({ label: "Payment Under Review", disabled: true });
    expect(paymentButton("not_started")).toMatchObject({
      label: "Start Payment",
      disabled: false,
      action: "registration",
    });
  });
  it("knows the tabs", () => {
    expect(isPortalTab("claims")).toBe(true);
    expect(isPortalTab("admin")).toBe(false);
  });
});
