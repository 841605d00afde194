import { describe, expect, it } from "vitest";
import { formatRupees } from "../../../common/format";
import { priceLines } from "../../../common/stay-price-lines";
import { nightsAt, priceBreakup, stayMessages } from "../../../common/stays";
import { withMessages } from "../../lib/i18n";
import { CATALOGUES } from "../../lib/i18n.server";
import { messageFinder } from "../../lib/say";
import { priceLabels, STAY_MESSAGES, STAY_TEMPLATES, stayPriceLines } from "./stay-texts";

/* The stay pages' words beyond the catalogues' own checks: the price breakup's lines and the messages' keys. */

const tOf = (language: "en" | "hi") =>
  withMessages({ language, catalogues: { stays: CATALOGUES[language].stays } }).getFixedT(language, "stays");

const coupon = { code: "SATVIK5", description: "", kind: "percent" as const, value: 5, minNights: 1 };
const breakups = [
  priceBreakup(nightsAt(12_000, 1)),
  priceBreakup(nightsAt(12_000, 3), coupon, { extraGuests: 2 }),
  priceBreakup(nightsAt(12_000, 4), undefined, { freeNightsLeft: 2, extraGuests: 1 }),
  priceBreakup(nightsAt(12_000, 2), undefined, { freeNightsLeft: 5 }),
  // nights priced apart by rate periods and a weekend: a room line per price
  priceBreakup([9_000, 12_000, 12_000, 9_000], undefined, { freeNightsLeft: 1 }),
];

describe("a stay's price breakup in the page's language", () => {
  it("the English catalogue's labels say what priceLines says (the pages, the e-mails and the invoice)", () => {
    for (const price of breakups) {
      const labelOf = priceLabels(price, tOf("en"), (amount) => formatRupees(amount));
      for (const line of priceLines(price)) expect(labelOf(line)).toBe(line.label);
    }
  });

  it("in Hindi the same lines and amounts, with Hindi labels", () => {
    const price = breakups[2];
    const lines = stayPriceLines(price, tOf("hi"), "hi");
    expect(lines.map((line) => [line.key, line.value])).toEqual(
      priceLines(price).map((line) => [line.key, line.value]),
    );
    expect(lines.map((line) => line.label)).toEqual([
      `कमरे का शुल्क (2 रातें × ${formatRupees(12_000, "hi")})`,
      "कमरे का शुल्क: 2 निःशुल्क रातें (पूर्ण सदस्यता)",
      `अतिरिक्त मेहमान (1 × ${formatRupees(1000, "hi")} × 4 रातें)`,
      `कर और शुल्क (4 रातें × ${formatRupees(719, "hi")}, निःशुल्क रातें सहित)`,
    ]);
  });

  it("in Hindi a room line per price of the nights charged", () => {
    const lines = stayPriceLines(breakups[4], tOf("hi"), "hi");
    expect(lines.filter((line) => line.key === "room").map((line) => [line.label, line.value])).toEqual([
      [`कमरे का शुल्क (2 रातें × ${formatRupees(12_000, "hi")})`, formatRupees(24_000, "hi")],
      [`कमरे का शुल्क (1 रात × ${formatRupees(9_000, "hi")})`, formatRupees(9_000, "hi")],
    ]);
  });
});

describe("the messages the stay pages say in Hindi", () => {
  const find = messageFinder(STAY_MESSAGES, STAY_TEMPLATES);

  it("find a rule's message, and a coupon's with its figure, by their keys", () => {
    expect(find(stayMessages.unavailable)).toEqual({ key: "unavailable", values: {} });
    expect(find(stayMessages.couponTooShort(4))).toEqual({ key: "couponTooShort", values: { nights: "4" } });
    expect(find("A message nobody knows.")).toBeUndefined();
    const t = tOf("hi");
    expect(t("messages.couponTooShort", { nights: "4" })).toBe("इस कूपन के लिए कम से कम 4 रातों का प्रवास ज़रूरी है।");
  });

  it("say the rate periods' refusals in Hindi: a minimum stay with its dates, a day closed to arrivals", () => {
    const t = tOf("hi");
    const short = find(stayMessages.minStay("14 Dec 2026", "20 Dec 2026", 3));
    expect(short).toEqual({ key: "minStay", values: { from: "14 Dec 2026", to: "20 Dec 2026", nights: "3" } });
    expect(t("messages.minStay", short!.values as { from: string; to: string; nights: string })).toBe(
      "14 Dec 2026 से 20 Dec 2026 तक के प्रवास कम से कम 3 रातों के होने चाहिए।",
    );
    const closed = find(stayMessages.closedToArrival("Sundays"));
    expect(closed).toEqual({ key: "closedToArrival0", values: {} });
    expect(t("messages.closedToArrival0")).toBe("इस विला में रविवार को आगमन संभव नहीं है। कृपया चेक-इन का कोई और दिन चुनें।");
  });
});
