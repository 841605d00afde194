import { describe, expect, it } from "vitest";
import { languageCookie, languageFromCookie, languageFromQuery } from "../../common/language.ts";
import { languageFromAcceptLanguage, negotiateLanguage } from "./language.ts";

describe("the language a request is answered in", () => {
  it("takes ?lng= first, then the lng cookie, then Accept-Language, then English", () => {
    const hindiBrowser = "hi-IN,hi;q=0.9,en;q=0.5";
    expect(negotiateLanguage({ url: "/?lng=en", cookie: "lng=hi", acceptLanguage: hindiBrowser })).toBe("en");
    expect(negotiateLanguage({ url: "/membership", cookie: "a=1; lng=hi", acceptLanguage: "en" })).toBe("hi");
    expect(negotiateLanguage({ url: "/membership", cookie: "lng=en", acceptLanguage: hindiBrowser })).toBe("en");
    expect(negotiateLanguage({ url: "/membership", acceptLanguage: hindiBrowser })).toBe("hi");
    expect(negotiateLanguage({ url: "/membership", acceptLanguage: "fr-FR,fr;q=0.9" })).toBe("en");
    expect(negotiateLanguage({ url: "/membership" })).toBe("en");
  });

  it("ignores values it does not speak", () => {
    expect(languageFromQuery("/?lng=fr")).toBeNull();
    expect(languageFromQuery("/search?q=lng=hi")).toBeNull();
    expect(languageFromQuery("http://club.example/x?a=1&lng=hi")).toBe("hi");
    expect(languageFromCookie("lng=xx; token=abc")).toBeNull();
    expect(languageFromCookie("slng=hi")).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
  });

  it("weighs Accept-Language by quality", () => {
    expect(languageFromAcceptLanguage("en-GB;q=0.8, hi;q=0.9")).toBe("hi");
    expect(languageFromAcceptLanguage("hi;q=0, en")).toBe("en");
    expect(languageFromAcceptLanguage("*")).toBe("en");
    expect(languageFromAcceptLanguage("")).toBeNull();
  });

  it("keeps the choice for a year, over https only when the site is", () => {
    expect(languageCookie("hi", true)).toBe("lng=hi; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(languageCookie("en", false)).not.toContain("Secure");
  });
});
