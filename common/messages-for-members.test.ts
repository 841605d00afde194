import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, type TestApp } from "../server/test/app.ts";
import { createMember, fixtures, upload, type TestMember } from "../server/test/members.ts";
import { messages } from "./messages.ts";
import { forMember } from "./messages-for-members.ts";
import { registrationMessages } from "./registration.ts";

/*
 * Raw validation text such as "(step: Too big: expected number to be <=5)" must never reach a member,
 * while the server's own messages (the spec's, verbatim) do.
 */

describe("forMember", () => {
  it("turns a validator's raw detail into a sentence", () => {
    for (const raw of [
      `${messages.invalidRequest} (step: Too big: expected number to be <=5)`,
      `${messages.invalidRequest} (payment_receipt_url: Invalid input: expected string, received undefined)`,
      `${messages.invalidRequest} (family_details.0.dob: Too small: expected string to have >=1 characters)`,
      `${messages.invalidRequest} (propertyId: Invalid UUID)`,
      `${messages.invalidRequest} (Unrecognized key: "extra")`,
      `${messages.invalidRequest} (payment_mode: Invalid option: expected one of "flexible"|"full")`,
    ]) {
      expect(forMember(raw), raw).toBe(messages.invalidRequestForMember);
    }
  });

  it("keeps our own wording of a field's problem, as a sentence", () => {
    expect(
      forMember(`${messages.invalidRequest} (father_name: Your father's name must not contain control characters.)`),
    ).toBe("Your father's name must not contain control characters.");
    expect(forMember(`${messages.invalidRequest} (causes: Please choose at least one cause)`)).toBe(
      "Please choose at least one cause.",
    );
  });

  it("keeps every other message as the server wrote it", () => {
    expect(forMember(registrationMessages.uploadType)).toBe("Please upload a JPG, PNG, or PDF file");
    expect(forMember("Invalid email or password")).toBe("Invalid email or password");
    expect(forMember(messages.invalidRequest)).toBe(messages.invalidRequest);
    expect(forMember("")).toBe("");
  });
});

describe("the API's answers as a member reads them", () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await openTestApp();
    member = await createMember(t);
  });
  afterAll(() => t?.close());

  it("a payment step out of range: the API keeps its detail, the member reads a sentence", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/payment-details/00000000-0000-4000-8000-000000000000/step/9",
      headers: member.headers,
      payload: { payment_receipt_url: "/files/00000000-0000-4000-8000-000000000000" },
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    expect(message).toBe(`${messages.invalidRequest} (step: Too big: expected number to be <=5)`);
    expect(forMember(message)).toBe(messages.invalidRequestForMember);
  });

  it("a renamed .exe: the member reads the server's own message", async () => {
    const res = await upload(t.app, member, "/api/upload/upload-doc", "document", {
      name: "receipt.pdf",
      bytes: fixtures.exe(),
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(415);
    expect(forMember(res.json().message)).toBe(registrationMessages.uploadType);
  });
});
