import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, registrationMessages as m } from "../../../common/registration";
import { identityDocumentProblem, receiptProblem } from "./file-checks";
import { fieldErrors } from "./fields";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("receipts before upload", () => {
  it("takes JPG, PNG and PDF files of at most 5 MB", () => {
    expect(receiptProblem(file("receipt.jpg", "image/jpeg"))).toBeNull();
    expect(receiptProblem(file("receipt.png", "image/png"))).toBeNull();
    expect(receiptProblem(file("receipt.pdf", "application/pdf", MAX_UPLOAD_BYTES))).toBeNull();
  });

  it("refuses other types and larger files with the spec's words", () => {
    expect(receiptProblem(file("receipt.gif", "image/gif"))).toBe(m.uploadType);
    // the type the browser names counts, not the name
    expect(receiptProblem(file("receipt.pdf", "text/plain"))).toBe(m.uploadType);
    expect(receiptProblem(file("receipt.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1))).toBe(m.uploadSize);
    expect(receiptProblem(file("receipt.png", "image/png", 0))).toBe(m.emptyFile);
  });

  it("falls back on the extension when the browser names no type", () => {
    expect(receiptProblem(file("scan.JPEG", ""))).toBeNull();
    expect(receiptProblem(file("scan.heic", ""))).toBe(m.uploadType);
  });
});

describe("the identity document", () => {
  it("must be a PDF of at most 5 MB", () => {
    expect(identityDocumentProblem(file("passport.pdf", "application/pdf"))).toBeNull();
    expect(identityDocumentProblem(file("passport.png", "image/png"))).toBe(m.identityDocumentPdf);
    expect(identityDocumentProblem(file("passport.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1))).toBe(m.uploadSize);
  });
});

describe("field messages", () => {
  it("keep the first message of each field, keyed by its path", () => {
    expect(
      fieldErrors([
        { path: ["father_name"], message: "first" },
        { path: ["father_name"], message: "second" },
        { path: ["family_details", 0, "dob"], message: "dob" },
      ]),
    ).toEqual({ father_name: "first", "family_details.0.dob": "dob" });
  });
});
