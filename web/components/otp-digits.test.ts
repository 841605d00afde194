import { describe, expect, it } from "vitest";
import { completeCode, emptyDigits, enterDigits } from "./otp-digits";

describe("OTP boxes", () => {
  it("a typed digit fills its box and moves on", () => {
    expect(enterDigits(emptyDigits(4), 0, "7")).toEqual({ digits: ["7", "", "", ""], focus: 1 });
    expect(enterDigits(["7", "2", "", ""], 2, "9")).toEqual({ digits: ["7", "2", "9", ""], focus: 3 });
    // the last box keeps the focus
    expect(enterDigits(["7", "2", "9", ""], 3, "4")).toEqual({ digits: ["7", "2", "9", "4"], focus: 3 });
  });

  it("ignores what is not a digit", () => {
    expect(enterDigits(["1", "", "", ""], 1, "a")).toEqual({ digits: ["1", "", "", ""], focus: 1 });
    expect(enterDigits(emptyDigits(4), 0, " 1-2 ")).toEqual({ digits: ["1", "2", "", ""], focus: 2 });
  });

  it("a pasted or autofilled code fills every box, whichever box it lands in", () => {
    expect(enterDigits(emptyDigits(4), 0, "4821")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(enterDigits(["9", "9", "", ""], 2, "48 21")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
    expect(enterDigits(emptyDigits(4), 1, "482156")).toEqual({ digits: ["4", "8", "2", "1"], focus: 3 });
  });

  it("a short paste fills the boxes from where it lands", () => {
    expect(enterDigits(emptyDigits(4), 1, "48")).toEqual({ digits: ["", "4", "8", ""], focus: 3 });
  });

  it("gives the code only when every box holds a digit", () => {
    expect(completeCode(["4", "8", "2", "1"])).toBe("4821");
    expect(completeCode(["4", "", "2", "1"])).toBe("");
    expect(completeCode(emptyDigits(4))).toBe("");
  });
});
