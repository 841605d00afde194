import { describe, expect, it } from "vitest";
import { documentName, type DocumentTitle, type PortalDocument } from "../../../../common/portal-documents";
import { withMessages } from "../../../lib/i18n";
import { CATALOGUES } from "../../../lib/i18n.server";
import { documentTitleWords } from "./document-names";

/*
 * A document's name as the Documents tab says it: from what it is (the API's `title`), in the page's language. In
 * English it is the API's `name` word for word; in Hindi the words around the data (an instalment's name, numbers,
 * the kind of identity document) are Hindi, and a statement's year names its months in Hindi.
 */

const TITLES: DocumentTitle[] = [
  { what: "identity-document", id_type: null },
  { what: "identity-document", id_type: "Aadhaar Card" },
  { what: "receipts" },
  { what: "receipt", step: { number: 1, of: 1, name: "Full Payment" } },
  { what: "receipt", step: { number: 2, of: 3, name: "Development" } },
  { what: "invoices" },
  { what: "invoice", number: null, step: { number: 3, of: 3, name: "Completion" } },
  { what: "invoice", number: "VWC-INV-2026-1001", step: { number: 1, of: 3, name: "Registration & Initiation" } },
  { what: "credit-note", number: "VWC-CN-2026-1", invoice_number: "VWC-INV-2026-1001" },
  { what: "statement", fy: "2026-27" },
  { what: "rental-statement", month: "2026-05" },
  { what: "moa" },
  { what: "membership-form" },
];

const documentOf = (title: DocumentTitle): PortalDocument => ({
  key: title.what,
  kind: "moa",
  name: documentName(title),
  title,
  status: "Available",
  can_download: false,
  view_url: null,
  download_url: null,
});

const tFor = (language: "en" | "hi") =>
  withMessages({ language, catalogues: { portal: CATALOGUES[language].portal } }).getFixedT(language, "portal");

describe("a document's name on the Documents tab", () => {
  it("in English, is the API's name word for word, for every kind of document", () => {
    const t = tFor("en");
    for (const title of TITLES) expect(documentTitleWords(documentOf(title), t, "en")).toBe(documentName(title));
  });

  it("in Hindi, says the words in Hindi and keeps the data as it is", () => {
    const t = tFor("hi");
    const said = (title: DocumentTitle) => documentTitleWords(documentOf(title), t, "hi");
    expect(said({ what: "identity-document", id_type: "Aadhaar Card" })).toBe("पहचान दस्तावेज़ (Aadhaar Card)");
    expect(said({ what: "receipt", step: { number: 2, of: 3, name: "Development" } })).toBe(
      "भुगतान रसीद: 3 में से चरण 2, Development",
    );
    expect(said(TITLES[7])).toBe("इनवॉइस VWC-INV-2026-1001: 3 में से चरण 1, Registration & Initiation");
    expect(said(TITLES[8])).toBe("इनवॉइस VWC-INV-2026-1001 का क्रेडिट नोट VWC-CN-2026-1");
    expect(said({ what: "statement", fy: "2026-27" })).toBe(
      "मालिक का खाता विवरण, वित्त वर्ष 2026-27 (1 अप्रैल 2026 से 31 मार्च 2027 तक)",
    );
    expect(said({ what: "rental-statement", month: "2026-05" })).toBe("मई 2026 का किराया विवरण");
    for (const title of TITLES) expect(said(title)).toMatch(/[\u0900-\u097F]/);
  });
});
