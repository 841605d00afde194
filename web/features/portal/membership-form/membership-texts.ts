import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../../common/auth-messages";
import {
  MEMBERSHIP_FORM_STEPS,
  membershipFormMessages as m,
  NOMINEE_LABELS,
  PERSONAL_LABELS,
} from "../../../../common/membership-form";
import { portalMessages } from "../../../../common/portal";
import { registrationMessages as rm } from "../../../../common/registration";
import { useLanguage } from "../../../lib/i18n";
import { messageFinder, sayWith, type KnownMessages } from "../../../lib/known-messages";
import type fullMembership from "../../../locales/en/fullMembership.json";
import { CHECK_FIELDS } from "./membership-fields";

/*
 * The Membership form tab's words are the `fullMembership` catalogue's `form` (web/locales/<language>/
 * fullMembership.json). The answers of its posts and the shared schemas' messages (common/membership-form.ts) come in
 * English: the tab says those it knows in the page's language, any other as it came.
 */

type FullMembershipMessage = keyof typeof fullMembership.messages;

/** The messages the Membership form tab can meet, as the server and common/membership-form.ts word them. */
export const MEMBERSHIP_FORM_MESSAGES = {
  texts: {
    unknownForm: portalMessages.unknownForm,
    somethingWentWrong: authMessages.somethingWentWrong,
    checkFields: CHECK_FIELDS,
    locked: m.locked,
    alreadySubmitted: m.alreadySubmitted,
    submitted: m.submitted,
    draftSaved: m.draftSaved,
    loadFailed: m.loadFailed,
    saveFailed: m.saveFailed,
    submitFailed: m.submitFailed,
    uploadFailed: m.uploadFailed,
    fullName: m.fullName,
    dateOfBirth: m.dateOfBirth,
    dateOfBirthFuture: m.dateOfBirthFuture,
    adult: m.adult,
    phoneNumber: m.phoneNumber,
    email: m.email,
    qualification: m.qualification,
    occupation: m.occupation,
    currentAddress: m.currentAddress,
    permanentAddress: m.permanentAddress,
    document: m.document,
    nomineeFullName: m.nomineeFullName,
    nomineePhone: m.nomineePhone,
    relationship: m.relationship,
    nomineeDob: m.nomineeDob,
    nomineeDobFuture: m.nomineeDobFuture,
    nomineeEmail: m.nomineeEmail,
    idType: m.idType,
    idFile: m.idFile,
    signature: m.signature,
    documentType: m.documentType,
    signatureType: m.signatureType,
    uploadFirst: "Please upload the file first.",
    uploadType: rm.uploadType,
    uploadSize: rm.uploadSize,
    emptyFile: rm.emptyFile,
    tooManyUploads: "Too many uploads in a short time. Please try again in a while.",
  },
  templates: {
    incomplete: { template: (missing) => m.incomplete([missing]), names: ["missing"] },
  },
} satisfies KnownMessages<FullMembershipMessage>;

const find = messageFinder<FullMembershipMessage>(MEMBERSHIP_FORM_MESSAGES);

type MissingField = keyof typeof fullMembership.form.missing;
/**
 * The fields' names in "Please complete the membership form: Personal (full name, …); …", by their English (the
 * nominee's that the personal step does not name already: relationship, ID type, ID file).
 */
const MISSING_FIELDS = new Map<string, MissingField>([
  ...(Object.entries(PERSONAL_LABELS) as [MissingField, string][]).map(([key, label]) => [label, key] as const),
  [NOMINEE_LABELS.relationship, "relationship"],
  [NOMINEE_LABELS.idType, "idType"],
  [NOMINEE_LABELS.idFile, "idFile"],
  ["signature", "signature"],
  ["the uploaded files (please upload them again)", "uploadedFiles"],
]);

/**
 * The Membership form tab's texts in the page's language: `t` (the `fullMembership` namespace), `steps` (the form's
 * four steps), `say` (a message of the server or the schemas: known ones in the page's language, others as they
 * came), `sayAll` (a step's field messages) and the language (for days).
 */
export function useMembershipFormTexts() {
  const { t } = useTranslation("fullMembership");
  const language = useLanguage();
  return useMemo(() => {
    const steps = t("form.steps", { returnObjects: true });
    /** A missing part as the server words it ("Nominee Details (phone number, ID file)"), in the page's words. */
    const part = (text: string): string => {
      if (MISSING_FIELDS.has(text)) return t(`form.missing.${MISSING_FIELDS.get(text)!}`);
      const match = /^(.+?) \((.+)\)$/.exec(text);
      const step = match ? MEMBERSHIP_FORM_STEPS.indexOf(match[1] as (typeof MEMBERSHIP_FORM_STEPS)[number]) : -1;
      if (!match || step < 0) return text;
      const fields = match[2].split(", ").map(part);
      return t("form.missing.part", { step: steps[step], fields: fields.join(", ") });
    };
    const say = sayWith(find, (key, parts) =>
      t(`messages.${key}`, {
        ...(parts as object),
        ...(parts.missing ? { missing: parts.missing.split("; ").map(part).join("; ") } : {}),
      }),
    );
    const sayAll = (errors: Record<string, string>) =>
      Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));
    return { t, steps, language, say, sayAll };
  }, [t, language]);
}
