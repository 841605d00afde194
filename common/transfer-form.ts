import type { z } from "./zod.ts";
import {
  TRANSFER_STEPS,
  transferConsentStep,
  transferPropertyStep,
  transferReasonStep,
  transfereeStep,
  type TransferInput,
} from "./transfer.ts";

/*
 * The transfer request as one posted form (the portal's Transfer tab, intent `transfer.submit`): its fields, its
 * reader into the body of POST /api/transfers, and the rules of its four steps, the same in the browser (before
 * moving on or posting) and in the dashboard's action (a post made without JavaScript moves between the steps).
 */

/** The form's field names: the body of POST /api/transfers, the transferee's fields as "transferee.<name>". */
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
export type TransferField = (typeof TRANSFER_FIELDS)[number];

/** The step each field is on. */
export const STEP_OF_FIELD: Record<TransferField, number> = {
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
export const TRANSFER_STEP_SCHEMAS: readonly z.ZodType[] = [
  transferPropertyStep,
  transfereeStep,
  transferReasonStep,
  transferConsentStep,
];

type Fields = { get(name: string): FormDataEntryValue | null } | Record<string, string>;

const textOf = (fields: Fields, name: string) => {
  const value =
    typeof (fields as FormData).get === "function"
      ? (fields as FormData).get(name)
      : (fields as Record<string, string>)[name];
  return typeof value === "string" ? value : "";
};

/** What a filled form holds, in the shape of POST /api/transfers (the consent box sends "true" when ticked). */
export function transferDraft(fields: Fields): Omit<TransferInput, "consent"> & { consent: boolean } {
  const get = (name: string) => textOf(fields, name);
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

/** Every field of the form as text (the steps not shown are kept in hidden inputs). */
export function transferFieldValues(fields: Fields): Record<TransferField, string> {
  return Object.fromEntries(TRANSFER_FIELDS.map((name) => [name, textOf(fields, name)])) as Record<
    TransferField,
    string
  >;
}

/** The step a field's message belongs to (a field name as checkForm gives it, e.g. "transferee.email"). */
export function stepOfField(field: string | undefined): number {
  const head = (field ?? "").split(".")[0];
  return head === "property_id" ? 1 : head === "transferee" ? 2 : head === "reason" ? 3 : 4;
}

/** The step shown next: the one asked for (`goto`, a Back or Next button), when it is one of the steps; else none. */
export function transferGoto(value: unknown): number | null {
  const goto = Number(value);
  return Number.isInteger(goto) && goto >= 1 && goto <= TRANSFER_STEPS.length ? goto : null;
}
