import { describe, expect, it } from "vitest";
import { hasControlCharacters, text, textMessages } from "./text.ts";

const below32 = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code));
const lineBreaksAndTab = ["\t", "\n", "\r"];

describe("the control-character rule", () => {
  it("finds every character below U+0020 and U+007F in a single-line value", () => {
    for (const character of [...below32, "\u007F"])
      expect(hasControlCharacters(`farm${character}villa`), JSON.stringify(character)).toBe(true);
  });

  it("lets a multi-line value keep tab, line feed and carriage return, and nothing else below U+0020", () => {
    for (const character of [...below32, "\u007F"]) {
      expect(hasControlCharacters(`line one${character}line two`, true), JSON.stringify(character)).toBe(
        !lineBreaksAndTab.includes(character),
      );
    }
  });

  it("accepts ordinary text of any script", () => {
    for (const value of ["Asha Verma", "O'Brien-Smith, 12/4 Mall Road", "आशा वर्मा", "Café ☕", "", " spaced "]) {
      expect(hasControlCharacters(value), value).toBe(false);
    }
  });

  it("answers with a message naming the field", () => {
    const name = text("the first name").trim().min(1);
    const result = name.safeParse("Asha\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The first name must not contain control characters.");
    expect(textMessages.controlCharacters("the first name")).toBe(
      "The first name must not contain control characters.",
    );
    expect(name.parse("  Asha  ")).toBe("Asha");
    expect(text("the reason", { multiline: true }).parse("first line\r\n\tsecond line")).toBe(
      "first line\r\n\tsecond line",
    );
    expect(text("the reason", { multiline: true }).safeParse("first line\u0000").success).toBe(false);
  });

  it("keeps the field's own message for a missing value", () => {
    const result = text("the name", { error: "Please enter your name." }).safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe("Please enter your name.");
  });
});
