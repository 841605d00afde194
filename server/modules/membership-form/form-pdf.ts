import { format, parseISO } from "date-fns";
import { clubMoment, writtenClubDay } from "../../../common/club-time.ts";
import type { NomineeDetails, PersonalDetails } from "../../../common/membership-form.ts";
import { colours, PdfWriter } from "../../platform/pdf.ts";

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
}

const day = (iso: string) => format(parseISO(iso), "d MMMM yyyy");

/** The submitted membership form as a PDF: personal details, nominee, and the member's signature image. */
export async function renderMembershipForm(input: MembershipFormPdfInput): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`Membership form of ${input.personal.fullName}`);
  pdf.doc.setSubject("Membership form");
  pdf.letterhead("Membership Form");
  pdf.rows([
    ["Form reference", input.formId],
    ["Member account", `${input.member.name} (${input.member.email})`],
    [
      "Villa",
      input.villa
        ? [input.villa.name, input.villa.villaNumber ? `villa ${input.villa.villaNumber}` : "", input.villa.location]
            .filter(Boolean)
            .join(", ")
        : "-",
    ],
    ["Submitted on", clubMoment(input.submittedAt)],
  ]);

  pdf.rule();
  pdf.text("1. Personal details", { size: 12, bold: true, gap: 4 });
  const p = input.personal;
  pdf.rows([
    ["Full name", p.fullName],
    ["Date of birth", day(p.dateOfBirth)],
    ["Phone number", p.phoneNumber],
    ["E-mail", p.email],
    ["Qualification", p.qualification],
    ["Occupation", p.occupation],
    ["Current address", p.currentAddress],
    [
      "Permanent address",
      p.sameAsCurrentAddress ? `${p.permanentAddress} (same as current address)` : p.permanentAddress,
    ],
    ["Uploaded document", input.documentName],
  ]);

  pdf.rule();
  pdf.text("2. Nominee details", { size: 12, bold: true, gap: 4 });
  const n = input.nominee;
  pdf.rows([
    ["Full name", n.fullName],
    ["Phone number", n.phoneNumber],
    ["Relationship", n.relationship],
    ["Date of birth", day(n.dob)],
    ["E-mail", n.email],
    ["ID type", n.idType],
    ["ID file", input.nomineeIdName],
  ]);

  pdf.rule();
  pdf.text("3. Declaration and signature", { size: 12, bold: true, gap: 4 });
  pdf.text(
    "I declare that the details given in this form are true and complete, and I ask to be entered in the register of members of the club with the nominee named above.",
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
  pdf.text(`Signed electronically by ${p.fullName} on ${writtenClubDay(input.submittedAt)}`, {
    size: 9,
    colour: colours.muted,
  });
  return pdf.bytes();
}
