import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS, TOAST_LIMIT, toastsBeyondLimit } from "./toast.ts";

describe("toast settings", () => {
  it("keep the spec's durations", () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 2000, error: 4000, blank: 4000, loading: Infinity });
    expect(TOAST_LIMIT).toBe(20);
  });

  it("dismiss the oldest visible toasts beyond the limit", () => {
    const toasts = Array.from({ length: 23 }, (_, i) => ({ id: `t${i}`, visible: i !== 1 }));
    // newest first: t0 is the newest, t22 the oldest; t1 is already on its way out
    expect(toastsBeyondLimit(toasts)).toEqual(["t21", "t22"]);
    expect(toastsBeyondLimit(toasts.slice(0, 20))).toEqual([]);
    expect(toastsBeyondLimit(toasts, 2)).toEqual([
      "t3",
      "t4",
      "t5",
      "t6",
      "t7",
      "t8",
      "t9",
      "t10",
      "t11",
      "t12",
      "t13",
      "t14",
      "t15",
      "t16",
      "t17",
      "t18",
      "t19",
      "t20",
      "t21",
      "t22",
    ]);
  });
});
