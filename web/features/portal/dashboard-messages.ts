import { maintenanceMessages } from "../../../common/maintenance";
import { membershipMessages } from "../../../common/membership";
import { officePaymentsMessages } from "../../../common/office-payments";
import { ownerStayMessages } from "../../../common/owner-stays";
import { stayMessages } from "../../../common/stays";
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
    // the owner stay form (decision 059); its rules' refusals are said from `owner.refusals` with their figures
    ownerNotOwner: ownerStayMessages.notOwner,
    ownerNotYourVilla: ownerStayMessages.notYourVilla,
    ownerDuesOverdue: ownerStayMessages.duesOverdue,
    ownerStayFree: ownerStayMessages.free,
    ownerStayBooked: ownerStayMessages.booked,
    stayUnavailable: stayMessages.unavailable,
    stayInvalidDate: stayMessages.invalidDate,
    stayCheckInPast: stayMessages.checkInPast,
    stayCheckOutBeforeCheckIn: stayMessages.checkOutBeforeCheckIn,
    stayTooLong: stayMessages.tooLong,
    stayNoAdult: stayMessages.noAdult,
    stayTooManyAdults: stayMessages.tooManyAdults,
  },
} as const satisfies AreaMessages;
