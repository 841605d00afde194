import { agreementMessages } from "../../../../common/agreements";
import { moaMessages } from "../../../../common/moa";
import type { AreaMessages } from "../shared/portal-texts";
import { UPLOAD_MESSAGES } from "../shared/upload-messages";

/** The MOA tab's messages: signing (and the signature's upload) and where the agreement stands. */
export const MOA_MESSAGES = {
  known: {
    ...UPLOAD_MESSAGES.known,
    applicationNotSubmitted: moaMessages.applicationNotSubmitted,
    signatureNotFound: moaMessages.signatureNotFound,
    signatureNotImage: moaMessages.signatureNotImage,
    chooseSignature: moaMessages.chooseSignature,
    drawSignature: moaMessages.drawSignature,
    readBeforeSigning: moaMessages.readBeforeSigning,
    textShown: moaMessages.textShown,
    noPlanForDraft: moaMessages.noPlanForDraft,
    awaitingCountersign: agreementMessages.awaitingCountersign,
    executed: agreementMessages.executed,
  },
} as const satisfies AreaMessages;
