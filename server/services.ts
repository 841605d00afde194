import { handleMailJobs } from "./compose/mail-jobs.ts";
import { createPlatform, type PlatformInput } from "./compose/platform.ts";
import { createAgreementsOfficeService } from "./modules/agreements/office.ts";
import { createAgreementDraftService } from "./modules/agreements/draft.ts";
import { createAgreementsService } from "./modules/agreements/service.ts";
import { createAuditService } from "./modules/audit/listing.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { createBookingsService } from "./modules/bookings/service.ts";
import { createCatalogueOfficeService } from "./modules/catalogue/office.ts";
import { createCatalogueService } from "./modules/catalogue/service.ts";
import { createClaimsOfficeService } from "./modules/claims/office.ts";
import { createClaimsService } from "./modules/claims/service.ts";
import { createConveyanceOfficeService } from "./modules/conveyance/office.ts";
import { createConveyanceService } from "./modules/conveyance/service.ts";
import { createCouponsService } from "./modules/coupons/service.ts";
import { createRatesOfficeService } from "./modules/bookings/rates-office.ts";
import { createDonationsOfficeService } from "./modules/donations/office.ts";
import { createDonationsService } from "./modules/donations/service.ts";
import { createDonationReceiptsService } from "./modules/donations/receipts.ts";
import { createDonationSubscriptionsService } from "./modules/donations/subscriptions.ts";
import { createDonationTransfersOfficeService } from "./modules/donations/transfers.ts";
import { createEnquiriesService } from "./modules/enquiries/service.ts";
import { createFilesService } from "./modules/files/service.ts";
import { createIdentityDocumentsService } from "./modules/identity-documents/service.ts";
import { createJobsOfficeService } from "./modules/jobs/office.ts";
import { createJobsService } from "./modules/jobs/service.ts";
import { createMediaService } from "./modules/media/service.ts";
import { createMembershipFormService } from "./modules/membership-form/service.ts";
import { createMembershipOfficeService, createMembershipService } from "./modules/membership/service.ts";
import { createNewsletterOfficeService } from "./modules/newsletter/office.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createOfficeHomeService } from "./modules/office-home/service.ts";
import { createOfficeMembersService } from "./modules/office-members/service.ts";
import { createOfficeSearchService } from "./modules/office-search/service.ts";
import { createStaffNotifyService } from "./modules/office-notify/service.ts";
import { createDeskService } from "./modules/office-stays/desk.ts";
import { createCalendarImportsService } from "./modules/calendar-imports/office.ts";
import { createOfficeStaysService } from "./modules/office-stays/service.ts";
import { createPaymentsOfficeService } from "./modules/payments/office.ts";
import { razorpayPurposes } from "./modules/payments/razorpay-purposes.ts";
import { createOnlinePaymentService } from "./modules/payments/razorpay-service.ts";
import { createPaymentsService } from "./modules/payments/service.ts";
import { createPaymentInstructionsService } from "./modules/payments/instructions.ts";
import { createPortalService } from "./modules/portal/service.ts";
import { createRefundsService } from "./modules/refunds/service.ts";
import { createRegistrationService } from "./modules/registration/service.ts";
import { createStaffService } from "./modules/staff/service.ts";
import { createTransfersOfficeService } from "./modules/transfers/office.ts";
import { createTransfersService } from "./modules/transfers/service.ts";
import { createVerificationService } from "./modules/verification/service.ts";
import { createClubSettingsService } from "./modules/club-settings/service.ts";
import { createTrustDocumentsService } from "./modules/trust-documents/service.ts";
import { createTaxService } from "./modules/tax/service.ts";
import { createReportsService } from "./modules/reports/service.ts";
import { createNotesService } from "./modules/notes/service.ts";
import { createStatementsService } from "./modules/statements/service.ts";
import { createReconciliationService } from "./modules/reconciliation/service.ts";
import { createProgrammeOfficeService } from "./modules/programme/office.ts";
import { createProgrammeService } from "./modules/programme/service.ts";
import { createReviewsOfficeService } from "./modules/reviews/office.ts";
import { createReviewsService } from "./modules/reviews/service.ts";
import { createRentalService } from "./modules/rental/service.ts";
import { createOwnersService } from "./modules/owners/service.ts";
import { createOwnerStaysService } from "./modules/owner-stays/service.ts";

/**
 * The services: each module's factory given the platform (server/compose/platform.ts), so each module's functions come
 * with their dependencies bound. HTTP routes and the React Router loaders (through the load context) call the same
 * functions, so a rule lives in one place. A new service function is added in its module's factory alone.
 */
export function createServices(input: PlatformInput) {
  const p = createPlatform(input);
  handleMailJobs(p);
  const donationSubscriptions = createDonationSubscriptionsService(p);
  const {
    config,
    database,
    logError,
    mailer,
    jobsQueue,
    mail,
    storage,
    cipher,
    notify,
    razorpay,
    pageCache,
    sealer,
    cpu,
  } = p;
  const rental = createRentalService(p);
  const onlinePayment = createOnlinePaymentService({
    db: p.db,
    gateway: razorpay,
    config: config.razorpay,
    purposes: razorpayPurposes(p),
    subscriptionEvent: donationSubscriptions.event,
    logError,
  });
  return {
    config,
    database,
    logError,
    mailer,
    jobsQueue,
    mail,
    storage,
    cipher,
    notify,
    razorpay,
    pageCache,
    sealer,
    cpu,
    onlinePayment,
    files: createFilesService(p),
    registration: createRegistrationService(p),
    portal: createPortalService(p),
    membershipForm: createMembershipFormService(p),
    agreements: { ...createAgreementsService(p), ...createAgreementDraftService(p) },
    agreementsOffice: createAgreementsOfficeService(p),
    verification: createVerificationService(p),
    conveyance: createConveyanceService(p),
    claims: createClaimsService(p),
    transfers: createTransfersService(p),
    officePayments: createPaymentsOfficeService(p),
    refunds: createRefundsService(p),
    payments: createPaymentsService(p),
    paymentInstructions: createPaymentInstructionsService(p),
    auth: createAuthService(p),
    catalogue: createCatalogueService(p),
    catalogueOffice: createCatalogueOfficeService(p),
    donations: createDonationsService({ ...p, onlinePayment }),
    donationsOffice: createDonationsOfficeService(p),
    donationReceipts: createDonationReceiptsService(p),
    donationSubscriptions,
    donationTransfersOffice: createDonationTransfersOfficeService({ ...p, onlinePayment }),
    newsletterOffice: createNewsletterOfficeService(p),
    bookings: createBookingsService(p),
    membership: createMembershipService(p),
    membershipOffice: createMembershipOfficeService(p),
    staff: createStaffService(p),
    officeHome: createOfficeHomeService(p),
    coupons: createCouponsService(p),
    ratesOffice: createRatesOfficeService(p),
    officeStays: createOfficeStaysService(p),
    desk: createDeskService(p),
    calendarImports: createCalendarImportsService(p),
    media: createMediaService(p),
    audit: createAuditService(p),
    identityDocuments: createIdentityDocumentsService(p),
    enquiries: createEnquiriesService(p),
    staffNotify: createStaffNotifyService(p),
    jobsOffice: createJobsOfficeService(p),
    jobs: createJobsService({ ...p, rentalStatements: rental.issueMonthly }),
    officeMembers: createOfficeMembersService(p),
    officeSearch: createOfficeSearchService(p),
    claimsOffice: createClaimsOfficeService(p),
    transfersOffice: createTransfersOfficeService(p),
    conveyanceOffice: createConveyanceOfficeService(p),
    newsletter: createNewsletterService(p),
    settings: createClubSettingsService(p),
    trustDocuments: createTrustDocumentsService(p),
    tax: createTaxService(p),
    reports: createReportsService(p),
    notes: createNotesService(p),
    statements: createStatementsService(p),
    reconciliation: createReconciliationService(p),
    programme: createProgrammeService({ ...p, onlinePayment }),
    programmeOffice: createProgrammeOfficeService(p),
    reviews: createReviewsService(p),
    reviewsOffice: createReviewsOfficeService(p),
    rental,
    owners: createOwnersService(p),
    ownerStays: createOwnerStaysService(p),
  };
}

export type Services = ReturnType<typeof createServices>;
