import { ToWords } from "to-words";
import { describe, expect, it } from "vitest";
import { HINDI_NUMBERS, hindiAmountInWords, hindiNumberWords } from "./amount-words-hi.ts";

describe("amounts in words in Hindi", () => {
  it("writes invoices' amounts the Indian way, ending मात्र", () => {
    expect(hindiAmountInWords(11_800_050)).toBe("एक लाख अठारह हज़ार रुपये और पचास पैसे मात्र");
    expect(hindiAmountInWords(10_000_000)).toBe("एक लाख रुपये मात्र");
    expect(hindiAmountInWords(250_000_000)).toBe("पच्चीस लाख रुपये मात्र");
    expect(hindiAmountInWords(71_900)).toBe("सात सौ उन्नीस रुपये मात्र");
    expect(hindiAmountInWords(50_000)).toBe("पाँच सौ रुपये मात्र");
    expect(hindiAmountInWords(10_000)).toBe("एक सौ रुपये मात्र");
    expect(hindiAmountInWords(10_100)).toBe("एक सौ एक रुपये मात्र");
    expect(hindiAmountInWords(100)).toBe("एक रुपया मात्र");
    expect(hindiAmountInWords(101)).toBe("एक रुपया और एक पैसा मात्र");
    expect(hindiAmountInWords(5)).toBe("पाँच पैसे मात्र");
    expect(hindiAmountInWords(0)).toBe("शून्य रुपये मात्र");
  });

  it("composes thousands, lakhs and crores, a crore's count as large as it comes", () => {
    expect(hindiNumberWords(1_000)).toBe("एक हज़ार");
    expect(hindiNumberWords(1_100)).toBe("एक हज़ार एक सौ");
    expect(hindiNumberWords(100_100)).toBe("एक लाख एक सौ");
    expect(hindiNumberWords(123_456_789)).toBe("बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी");
    expect(hindiNumberWords(2_500_000_000)).toBe("दो सौ पचास करोड़");
    expect(hindiNumberWords(99_99_99_999)).toBe("निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे");
    expect(() => hindiNumberWords(-1)).toThrow(RangeError);
    expect(() => hindiAmountInWords(1.5)).toThrow(RangeError);
  });

  it("has a word of its own for each number to 99, and agrees with to-words' Hindi but for the spellings chosen", () => {
    expect(HINDI_NUMBERS).toHaveLength(100);
    expect(new Set(HINDI_NUMBERS).size).toBe(100);
    // to-words (hi-IN), an independent list: the same words but for these, where the school charts' spelling is kept
    const chosen: Record<number, [string, string]> = {
      5: ["पाँच", "पांच"],
      44: ["चवालीस", "चौंतालीस"],
      51: ["इक्यावन", "इक्याबन"],
      53: ["तिरपन", "तिरेपन"],
      87: ["सत्तासी", "सतासी"],
      88: ["अट्ठासी", "अठासी"],
      91: ["इक्यानवे", "इक्यानबे"],
    };
    const library = new ToWords({ localeCode: "hi-IN" });
    for (let n = 0; n < 100; n++) {
      const theirs = library.convert(n);
      if (chosen[n]) expect([HINDI_NUMBERS[n], theirs], String(n)).toEqual(chosen[n]);
      else expect(HINDI_NUMBERS[n], String(n)).toBe(theirs);
    }
  });
});
