import type { z } from "zod";
import {
  transferConsentStep,
  transferPropertyStep,
  transferReasonStep,
  transfereeStep,
  type TransferInput,
} from "../../../../common/transfer";

/** The transfer form's field names: the body of POST /api/transfers, the transferee's fields as "transferee.<name>". */
export const TRANSFER_FIELDS = [
  "property_id",
  "transferee.full_name",
  "transferee.email",
  "transferee.phone",
  "transferee.relationship",
  "transferee.address",
  "reason",
  "signature",
  "consent",
] as const;

/** The step each field is on. */
export const STEP_OF_FIELD: Record<(typeof TRANSFER_FIELDS)[number], number> = {
  property_id: 1,
  "transferee.full_name": 2,
  "transferee.email": 2,
  "transferee.phone": 2,
  "transferee.relationship": 2,
  "transferee.address": 2,
  reason: 3,
  signature: 4,
  consent: 4,
};

/** Each step's part of the shared schema (common/transfer.ts), step 1 first. */
export const TRANSFER_STEP_SCHEMAS: readonly z.ZodType[] = [transferPropertyStep, transfereeStep, transferReasonStep, transferConsentStep];

/** What a filled form holds, in the shape of POST /api/transfers (the consent box sends "true" when ticked). */
export function transferDraft(
  fields: { get(name: string): FormDataEntryValue | null } | Record<string, string>,
): Omit<TransferInput, "consent"> & { consent: boolean } {
  const get = (name: string) => {
    const value = fields instanceof FormData ? fields.get(name) : (fields as Record<string, string>)[name];
    return typeof value === "string" ? value : "";
  };
  return {
    property_id: get("property_id"),
    transferee: {
      full_name: get("transferee.full_name"),
      email: get("transferee.email"),
      phone: get("transferee.phone"),
      relationship: get("transferee.relationship") as TransferInput["transferee"]["relationship"],
      address: get("transferee.address"),
    },
    reason: get("reason"),
    signature: get("signature"),
    consent: get("consent") === "true",
  };
}

/** The step a field's message belongs to. */
export function stepOfField(path: readonly PropertyKey[]): number {
  const head = String(path[0] ?? "");
  return head === "property_id" ? 1 : head === "transferee" ? 2 : head === "reason" ? 3 : 4;
}
