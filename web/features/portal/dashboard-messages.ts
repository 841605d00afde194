import { maintenanceMessages } from "../../../common/maintenance";
import { membershipMessages } from "../../../common/membership";
import { officePaymentsMessages } from "../../../common/office-payments";
import type { AreaMessages } from "./shared/portal-texts";

/** What the club decided about the member's payments and membership, as the dashboard's cards show it. */
export const DASHBOARD_MESSAGES = {
  known: {
    paymentUnderReview: officePaymentsMessages.underReview,
    membershipReceiptUnderReview: membershipMessages.receiptUnderReview,
    duesReceiptSent: maintenanceMessages.receiptSent,
    duesUnderReview: maintenanceMessages.underReview,
    duesAlreadyPaid: maintenanceMessages.alreadyPaid,
    duesReceiptRequired: maintenanceMessages.receiptRequired,
    duesOverdueHold: maintenanceMessages.overdueHold,
  },
} as const satisfies AreaMessages;
