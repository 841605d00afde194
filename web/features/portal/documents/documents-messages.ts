import { documentsMessages } from "../../../../common/portal-documents";
import { taxMessages } from "../../../../common/tax-schemas";
import type { AreaMessages } from "../shared/portal-texts";

/** The Documents tab's messages: its own, and the answers and field messages of the member's invoice details. */
export const DOCUMENTS_MESSAGES = {
  known: {
    documentsLoading: documentsMessages.loading,
    documentsEmpty: documentsMessages.empty,
    fixFields: taxMessages.fixFields,
    detailsSaved: taxMessages.detailsSaved,
    businessNameTooLong: taxMessages.businessNameTooLong,
    businessNameRequired: taxMessages.businessNameRequired,
    gstinInvalid: taxMessages.gstinInvalid,
    gstinCheck: taxMessages.gstinCheck,
    addressTooLong: taxMessages.addressTooLong,
    addressRequired: taxMessages.addressRequired,
    stateInvalid: taxMessages.stateInvalid,
  },
  patterns: {
    // "A GSTIN starting 07 is registered in Delhi: please choose Delhi." (common/tax-schemas.ts)
    gstinState: {
      pattern: new RegExp(`^${taxMessages.stateOfGstin} (\\w{2}) is registered in (.+): please choose \\2\\.$`),
      values: (match) => ({ code: match[1], state: match[2] }),
    },
  },
} as const satisfies AreaMessages;
