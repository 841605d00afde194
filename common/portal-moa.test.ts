import { describe, expect, it } from "vitest";
import { MOA_UNLOCK_PERCENT, moaUnlocked } from "./portal.ts";

describe("moaUnlocked (the MOA needs 100% paid)", () => {
  it("stays locked until the amount paid covers the total", () => {
    expect(MOA_UNLOCK_PERCENT).toBe(100);
    expect(moaUnlocked(0, 2_500_000)).toBe(false);
    expect(moaUnlocked(1_250_000, 2_500_000)).toBe(false);
    expect(moaUnlocked(2_499_999, 2_500_000)).toBe(false);
    expect(moaUnlocked(2_500_000, 2_500_000)).toBe(true);
    expect(moaUnlocked(2_500_001, 2_500_000)).toBe(true);
  });

  it("stays locked without a total (no plan)", () => {
    expect(moaUnlocked(0, 0)).toBe(false);
    expect(moaUnlocked(100, 0)).toBe(false);
  });
});
