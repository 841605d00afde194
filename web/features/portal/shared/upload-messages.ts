import { membershipFormMessages } from "../../../../common/membership-form";
import { registrationMessages } from "../../../../common/registration";
import type { AreaMessages } from "./portal-texts";

/** What an upload can answer, or the browser's check of a chosen file say (common/registration.ts `chosenFileProblem`). */
export const UPLOAD_MESSAGES = {
  known: {
    uploadType: registrationMessages.uploadType,
    uploadSize: registrationMessages.uploadSize,
    emptyFile: registrationMessages.emptyFile,
    noFile: registrationMessages.noFile,
    oneFileOnly: registrationMessages.oneFileOnly,
    uploadedFileUnknown: registrationMessages.uploadedFileUnknown,
    fileNotFound: registrationMessages.fileNotFound,
    signatureType: registrationMessages.signatureType,
    uploadFailed: membershipFormMessages.uploadFailed,
    signatureImageType: membershipFormMessages.signatureType,
  },
} as const satisfies AreaMessages;
