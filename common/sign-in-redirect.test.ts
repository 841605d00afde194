import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_REDIRECT, signInPath, signInRedirectTarget } from "./sign-in-redirect.ts";

describe("signInRedirectTarget", () => {
  it("defaults to the property list", () => {
    expect(DEFAULT_SIGN_IN_REDIRECT).toBe("/property-list");
    expect(signInRedirectTarget(null)).toBe("/property-list");
    expect(signInRedirectTarget(undefined)).toBe("/property-list");
    expect(signInRedirectTarget("")).toBe("/property-list");
  });

  it("accepts paths on this site, with their query and fragment", () => {
    expect(signInRedirectTarget("/dashboard")).toBe("/dashboard");
    expect(signInRedirectTarget("/registration/abc-123")).toBe("/registration/abc-123");
    expect(signInRedirectTarget("/properties?location=solan&page=2#results")).toBe(
      "/properties?location=solan&page=2#results",
    );
    expect(signInRedirectTarget("/")).toBe("/");
  });

  it("refuses anything that could lead to another site", () => {
    for (const foreign of [
      "//evil.example",
      "//evil.example/path",
      "https://evil.example",
      "http:/evil.example",
      "evil.example",
      "javascript:alert(1)",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " //evil.example",
    ]) {
      expect(signInRedirectTarget(foreign), foreign).toBe("/property-list");
    }
  });

  it("builds the sign-in address that comes back", () => {
    expect(signInPath("/dashboard")).toBe("/sign-in?redirect=%2Fdashboard");
    expect(signInPath("//evil.example")).toBe("/sign-in");
  });
});
