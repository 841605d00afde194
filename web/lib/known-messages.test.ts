import { describe, expect, it } from "vitest";
import { claimsMessages } from "../../common/claims.ts";
import { messageFinder, sayWith } from "./known-messages.ts";

describe("a page's known messages", () => {
  const find = messageFinder({
    texts: { added: claimsMessages.bankAccountAdded, month: claimsMessages.month },
    templates: {
      claimed: { template: (month, amount) => claimsMessages.claimed(month, amount), names: ["month", "amount"] },
      skipped: { template: (month) => claimsMessages.skipped(month), names: ["month"] },
    },
  });

  it("finds a fixed text by itself, and a template's message with its parts by name", () => {
    expect(find("Bank account added.")).toEqual({ key: "added", parts: {} });
    expect(find(claimsMessages.claimed("March 2027", "₹2,000"))).toEqual({
      key: "claimed",
      parts: { month: "March 2027", amount: "₹2,000" },
    });
    expect(find("June 2026 is skipped.")).toEqual({ key: "skipped", parts: { month: "June 2026" } });
  });

  it("reads a template's punctuation literally and knows nothing else", () => {
    expect(find("Your claim of ₹2,000 for March 2027 is filed")).toBeNull();
    expect(find("Your claim of ₹2,000 for March 2027 is filedX")).toBeNull();
    expect(find("Something else.")).toBeNull();
  });

  it("says a known message in the page's words, any other as it came", () => {
    const say = sayWith(find, (key, parts) => `[${key}${parts.month ? ` ${parts.month}` : ""}]`);
    expect(say("Bank account added.")).toBe("[added]");
    expect(say("June 2026 is skipped.")).toBe("[skipped June 2026]");
    expect(say("Not known.")).toBe("Not known.");
  });
});
