import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.ts";

describe("a CSV cell", () => {
  it("keeps a negative number a number, and makes anything else a spreadsheet would run harmless", () => {
    expect(csvCell("-1000")).toBe("-1000");
    expect(csvCell("-12.50")).toBe("-12.50");
    expect(csvCell("-5+3")).toBe("'-5+3");
    expect(csvCell("-1e3")).toBe("'-1e3");
    expect(csvCell("-")).toBe("'-");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});
