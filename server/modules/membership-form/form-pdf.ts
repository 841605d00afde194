import type { NomineeDetails, PersonalDetails } from "../../../common/membership-form.ts";
import type { Language } from "../../../common/language.ts";
import { colours, PdfWriter } from "../../platform/pdf.ts";
import { documentLanguage, documentWords } from "../../platform/pdf-text.ts";
import { MEMBERSHIP_FORM_TEXT } from "./pdf-text.ts";

export interface MembershipFormPdfInput {
  formId: string;
  member: { name: string; email: string };
  villa: { name: string; villaNumber: string | null; location: string } | null;
  personal: PersonalDetails;
  nominee: NomineeDetails;
  documentName: string;
  nomineeIdName: string;
  signature: { bytes: Uint8Array; contentType: string };
  submittedAt: Date;
  /** The language the member read the club in when they submitted it (decision 047); English when not given. */
  language?: Language;
}

/** The PDF's keyword that says the form is a Hindi reader's (the form is drawn once, when submitted, and stored). */
export const FORM_LANGUAGE_MARK = "language-hi";

/**
 * The submitted membership form as a PDF: personal details, nominee, and the member's signature image. In the
 * member's language (decision 047): a Hindi reader's form has the Hindi beside its titles and under its labels and
 * notes; what the member gave is drawn as given. An English reader's form is the English document it always was.
 */
export async function renderMembershipForm(input: MembershipFormPdfInput): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Membership form of ${input.personal.fullName}`);
  const w = documentWords(MEMBERSHIP_FORM_TEXT, documentLanguage(input.language));
  const heading = (pick: (t: typeof MEMBERSHIP_FORM_TEXT.en) => string) =>
    pdf.text(w.beside(pick), { size: 12, bold: true, gap: 4 });
  pdf.doc.setSubject("Membership form");
  if (w.bilingual) pdf.doc.setKeywords(["membership form", FORM_LANGUAGE_MARK]);
  pdf.letterhead(w.beside((t) => t.title));
  pdf.rows([
    [w.below((t) => t.formReference), input.formId],
    [w.below((t) => t.memberAccount), `${input.member.name} (${input.member.email})`],
    [
      w.below((t) => t.villa),
      input.villa
        ? [input.villa.name, input.villa.villaNumber ? `villa ${input.villa.villaNumber}` : "", input.villa.location]
            .filter(Boolean)
            .join(", ")
        : "-",
    ],
    [w.below((t) => t.submittedOn), w.below((t) => t.submittedAt(input.submittedAt))],
  ]);

  pdf.rule();
  heading((t) => t.personalDetails);
  const p = input.personal;
  pdf.rows([
    [w.below((t) => t.fullName), p.fullName],
    [w.below((t) => t.dateOfBirth), w.day(p.dateOfBirth)],
    [w.below((t) => t.phoneNumber), p.phoneNumber],
    [w.below((t) => t.email), p.email],
    [w.below((t) => t.qualification), p.qualification],
    [w.below((t) => t.occupation), p.occupation],
    [w.below((t) => t.currentAddress), p.currentAddress],
    [
      w.below((t) => t.permanentAddress),
      p.sameAsCurrentAddress ? `${p.permanentAddress} (${w.beside((t) => t.sameAsCurrent)})` : p.permanentAddress,
    ],
    [w.below((t) => t.uploadedDocument), input.documentName],
  ]);

  pdf.rule();
  heading((t) => t.nomineeDetails);
  const n = input.nominee;
  pdf.rows([
    [w.below((t) => t.fullName), n.fullName],
    [w.below((t) => t.phoneNumber), n.phoneNumber],
    [w.below((t) => t.relationship), n.relationship],
    [w.below((t) => t.dateOfBirth), w.day(n.dob)],
    [w.below((t) => t.email), n.email],
    [w.below((t) => t.idType), n.idType],
    [w.below((t) => t.idFile), input.nomineeIdName],
  ]);

  pdf.rule();
  heading((t) => t.declarationHeading);
  pdf.text(
    w.below((t) => t.declaration),
    { gap: 8 },
  );
  const image =
    input.signature.contentType === "image/png"
      ? await pdf.doc.embedPng(input.signature.bytes)
      : await pdf.doc.embedJpg(input.signature.bytes);
  const scaled = image.scaleToFit(200, 80);
  pdf.space(scaled.height + 4);
  pdf.page.drawImage(image, { x: pdf.margin, y: pdf.y, width: scaled.width, height: scaled.height });
  pdf.space(4);
  pdf.text(
    w.below((t) => t.signedBy(p.fullName, input.submittedAt)),
    { size: 9, colour: colours.muted },
  );
  return pdf.bytes();
}
