import { addDays, format } from "date-fns";
import { describe, expect, it } from "vitest";
import { membershipFormMessages as m, nomineeDetails, personalDetails } from "./membership-form.ts";

/* A date of birth in the future says so, instead of asking for the date again. */

const tomorrow = format(addDays(new Date(), 2), "yyyy-MM-dd");
const messagesOf = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => [
  ...new Set((result.error?.issues ?? []).filter((issue) => issue.path[0] === field).map((issue) => issue.message)),
];

describe("dates of birth", () => {
  it("a nominee born in the future: the message says the date is in the future", () => {
    const result = nomineeDetails.safeParse({ dob: tomorrow });
    expect(messagesOf(result, "dob")).toEqual([m.nomineeDobFuture]);
    expect(m.nomineeDobFuture).toBe("The nominee's date of birth cannot be in the future.");
  });

  it("an empty or impossible nominee date still asks for the date", () => {
    expect(messagesOf(nomineeDetails.safeParse({ dob: "" }), "dob")).toEqual([m.nomineeDob]);
    expect(messagesOf(nomineeDetails.safeParse({ dob: "2001-02-30" }), "dob")).toEqual([m.nomineeDob]);
    expect(messagesOf(nomineeDetails.safeParse({ dob: "1988-03-09" }), "dob")).toEqual([]);
  });

  it("the member's own date of birth in the future says so first", () => {
    expect(messagesOf(personalDetails.safeParse({ dateOfBirth: tomorrow }), "dateOfBirth")[0]).toBe(
      m.dateOfBirthFuture,
    );
  });
});
