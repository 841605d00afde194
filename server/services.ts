import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import { safeError } from "./platform/safe-error.ts";
import type { Database, Tx } from "./db/open.ts";
import * as auth from "./modules/auth/service.ts";
import * as catalog from "./modules/catalog/service.ts";
import * as catalogueOffice from "./modules/catalog/office.ts";
import * as donations from "./modules/donations/service.ts";
import * as newsletter from "./modules/newsletter/service.ts";
import * as newsletterOffice from "./modules/newsletter/office.ts";
import * as donationsOffice from "./modules/donations/office.ts";
import * as stays from "./modules/bookings/stays.ts";
import * as files from "./modules/files/service.ts";
import * as payments from "./modules/payments/service.ts";
import * as officePayments from "./modules/payments/office.ts";
import * as onlinePayment from "./modules/payments/razorpay-service.ts";
import { instalmentPurpose, type PurposeHandler, type RazorpayPurpose } from "./modules/payments/razorpay-purposes.ts";
import { activateMembership, openOnlinePurchase } from "./modules/membership/service.ts";
import { createRazorpayGateway } from "./platform/razorpay.ts";
import { notifyStaff, type OfficeEvent } from "./modules/office-notify/service.ts";
import * as registration from "./modules/registration/service.ts";
import { portalOverview } from "./modules/portal/service.ts";
import * as agreements from "./modules/agreements/service.ts";
import * as agreementsOffice from "./modules/agreements/office.ts";
import * as verification from "./modules/verification/service.ts";
import { createSealer, loadSealIdentity } from "./platform/seal.ts";
import type { CpuPool } from "./platform/cpu-pool.ts";
import type { CpuWorkerTasks } from "./cpu-worker.ts";
import type { InvoiceSealDeps } from "./modules/verification/invoices.ts";
import { sealInvoiceOnce, type InvoiceKind } from "./modules/verification/issued-invoices.ts";
import { listMemberBookings } from "./modules/bookings/service.ts";
import * as claims from "./modules/claims/service.ts";
import * as conveyance from "./modules/conveyance/service.ts";
import { listMemberDocuments } from "./modules/documents/service.ts";
import * as membershipForm from "./modules/membership-form/service.ts";
import * as transfers from "./modules/transfers/service.ts";
import * as claimsOffice from "./modules/claims/office.ts";
import * as transfersOffice from "./modules/transfers/office.ts";
import * as conveyanceOffice from "./modules/conveyance/office.ts";
import * as officeMembers from "./modules/office-members/service.ts";
import * as identityDocuments from "./modules/identity-documents/service.ts";
import * as enquiries from "./modules/enquiries/service.ts";
import * as officeNotify from "./modules/office-notify/service.ts";
import * as jobs from "./modules/jobs/service.ts";
import * as jobsOffice from "./modules/jobs/office.ts";
import * as membership from "./modules/membership/service.ts";
import * as officeStays from "./modules/office-stays/service.ts";
import * as desk from "./modules/office-stays/desk.ts";
import * as coupons from "./modules/coupons/service.ts";
import * as media from "./modules/media/service.ts";
import type { AuditActor } from "./modules/audit/service.ts";
import { officeQueueCounts } from "./modules/office-home/service.ts";
import * as audit from "./modules/audit/listing.ts";
import * as staff from "./modules/staff/service.ts";
import { createFieldCipher } from "./platform/field-crypto.ts";
import { createMailer, type Mailer } from "./platform/mailer.ts";
import { createJobsQueue } from "./platform/jobs-queue.ts";
import { mailJobHandler, mailQueue, type MailAttachment, type MailAttachmentRef } from "./platform/mail-queue.ts";
import { PageCache } from "./platform/page-cache.ts";
import { createDiskStorage, createS3Storage, guardedStorage, type FileStorage } from "./platform/storage.ts";
import { join } from "node:path";
import type { PropertyListQuery } from "../common/catalog.ts";
import type { AgreementListQuery } from "../common/agreements.ts";
import type { DonationPledgeInput } from "../common/donation-schema.ts";

/**
 * The services with their dependencies bound. HTTP routes and the React Router loaders (through the
 * load context) call the same functions, so a rule lives in one place.
 */
export function createServices(deps: {
  config: Config;
  database: Database;
  /** The app's worker threads for sealing and rendering PDFs (buildApp makes it and closes it with the app). */
  cpu: CpuPool<CpuWorkerTasks>;
  mailer?: Mailer;
  storage?: FileStorage;
  log?: FastifyBaseLogger;
}) {
  const { db } = deps.database;
  /**
   * A failure the caller survives (a mail not sent, a search that failed), written to the app's log with its
   * redaction: the error as safeError gives it, so a failed query's values never reach the log.
   */
  const logError = (message: string, error: unknown) => {
    if (deps.log) deps.log.error({ err: safeError(error) }, message);
    else console.error(message, JSON.stringify(safeError(error)));
  };
  const mailer = deps.mailer ?? createMailer(deps.config);
  /** The durable job queue (decision 026): every mail goes through it, in the transaction of the change that asks for it. */
  const jobsQueue = createJobsQueue({
    database: deps.database,
    retryDelaySeconds: deps.config.jobs.retryDelaySeconds,
    expireSeconds: deps.config.jobs.expireSeconds,
    logError,
  });
  const mail = mailQueue(jobsQueue);
  const storage = guardedStorage(
    deps.storage ?? (deps.config.s3 ? createS3Storage(deps.config.s3) : createDiskStorage(join(deps.config.dataDir, "files"))),
  );
  const cipher = createFieldCipher(deps.config.dataKey);
  const { cpu } = deps;
  /**
   * The club's document seal (issue 18): its certificate from SIGNING_P12, else one generated into DATA_DIR; its
   * seals are made in the CPU pool's worker threads (decision 027).
   */
  const sealer = createSealer(
    loadSealIdentity({ dataDir: deps.config.dataDir, p12Path: deps.config.signing.p12Path, p12Password: deps.config.signing.p12Password }),
    (task) => cpu.run("seal", task),
  );
  const filesDeps: files.FilesDeps = { db, storage };
  /** Invoices are drawn and sealed in the CPU pool, once, and kept in the file storage (decision 027). */
  const invoiceDeps: InvoiceSealDeps = {
    db,
    sealer,
    storage,
    publicUrl: deps.config.publicUrl,
    makeInvoice: (task) => cpu.run("sealedInvoice", task),
  };
  const notifyDeps = { ...invoiceDeps, mail, logError };
  /** Tells the office's staff of the roles concerned that something waits for them (after the member's change). */
  const notify = (tx: Tx, event: OfficeEvent) => notifyStaff(notifyDeps, tx, event);
  const registrationDeps: registration.RegistrationDeps = { db, cipher, notify };
  const paymentsDeps: payments.PaymentsDeps = { db, notify };
  /** Razorpay (issue 17), when its keys are configured: orders, payments and refunds. */
  const razorpay = deps.config.razorpay ? createRazorpayGateway(deps.config.razorpay) : null;
  const deskDeps: desk.DeskDeps = {
    db,
    mail,
    cipher,
    publicUrl: deps.config.publicUrl,
    feedSecret: deps.config.sessionSecret,
    logError,
    refunds: razorpay,
  };
  const staysDeps: stays.StayDeps = { ...invoiceDeps, mail, logError, refunds: razorpay };
  const authDeps: auth.AuthDeps = { db, config: deps.config, mail, logError };
  const staffDeps: staff.StaffDeps = { db, mail, publicUrl: deps.config.publicUrl };
  const donationDeps: donations.DonationDeps = { db, mail, publicUrl: deps.config.publicUrl, logError };
  const newsletterDeps: newsletter.NewsletterDeps = { db, mail, publicUrl: deps.config.publicUrl };
  const pageCache = new PageCache(db);
  const membershipFormDeps: membershipForm.MembershipFormDeps = {
    db,
    storage,
    getKyc: (userId) => registration.getKyc(registrationDeps, userId),
    renderForm: (input) => cpu.run("membershipForm", input),
  };
  const agreementsDeps: agreements.AgreementsDeps = { db, storage, renderMoa: (document) => cpu.run("moa", document) };
  const agreementsOfficeDeps: agreementsOffice.AgreementsOfficeDeps = {
    ...notifyDeps,
    renderExecuted: (agreement) => cpu.run("executedAgreement", agreement),
  };
  const claimsDeps: claims.ClaimsDeps = { db, cipher, notify };
  const transfersDeps: transfers.TransfersDeps = { db, storage, notify, renderRequest: (document) => cpu.run("transferRequest", document) };
  const claimsOfficeDeps: claimsOffice.ClaimsOfficeDeps = { ...notifyDeps, cipher };
  /** Razorpay's API (issue 17 point 4); null when its keys are not configured (online payment is then unavailable). */
  /** What can be paid online: each purpose's module makes/holds the item and credits it (server/modules/payments/razorpay-purposes.ts). */
  const razorpayPurposes: Record<RazorpayPurpose, PurposeHandler<never>> = {
    instalment: instalmentPurpose({ ...notifyDeps, villasChanged: () => pageCache.invalidate() }),
    membership: {
      prepare: async (tx, member, body: { accept_terms: boolean }) => {
        const open = await openOnlinePurchase(tx, member.id, body.accept_terms);
        return {
          amount: open.amount,
          membershipId: open.membershipId,
          receipt: `membership-${open.membershipId.slice(0, 8)}`,
          description: "Full Membership, one year",
        };
      },
      credit: (tx, order, paymentId, now) =>
        activateMembership({ ...notifyDeps, notify }, tx, order.membershipId!, { paidVia: "razorpay", paymentId, actor: null }, now),
    },
    stay: {
      prepare: async (tx, member, body: Parameters<typeof stays.holdStay>[3]) => {
        const held = await stays.holdStay(staysDeps, tx, member, { ...body, paymentMethod: "razorpay" });
        return { amount: held.amount, bookingId: held.bookingId, receipt: held.receipt, description: held.description };
      },
      credit: (tx, order, paymentId) => stays.creditStay(staysDeps, tx, order.bookingId!, paymentId),
    },
  };
  const onlinePaymentDeps: onlinePayment.RazorpayDeps = {
    db,
    gateway: razorpay,
    config: deps.config.razorpay,
    purposes: razorpayPurposes,
    logError,
  };
  /** A queued mail's attachment, made when the mail is sent: an invoice rendered and sealed as a download is, a stored file read. */
  const mailAttachment = async (ref: Exclude<MailAttachmentRef, { text: unknown }>): Promise<MailAttachment> => {
    const pdf = (filename: string, bytes: Uint8Array) => ({ filename, content: Buffer.from(bytes), contentType: "application/pdf" });
    if ("file" in ref) {
      const file = await files.storedFileBytes(filesDeps, ref.file.id);
      return { filename: ref.file.filename, content: file.bytes, contentType: file.contentType };
    }
    const invoice = ref.invoice;
    if (invoice.kind === "step") {
      const data = await payments.invoiceData(paymentsDeps, invoice.userId, invoice.propertyId, invoice.step);
      return pdf(`invoice-${data.step.invoiceNumber}.pdf`, await payments.sealedStepInvoice(invoiceDeps, data));
    }
    if (invoice.kind === "membership") {
      const found = await membership.membershipInvoiceById(invoiceDeps, invoice.id);
      if (!found) throw new Error(`The membership ${invoice.id} has no invoice`);
      return pdf(`invoice-${found.number}.pdf`, found.bytes);
    }
    const stay = await stays.memberStayInvoice(staysDeps, invoice.userId, invoice.id);
    return pdf(stay.name, stay.pdf);
  };
  jobsQueue.handle(
    "mail",
    mailJobHandler({
      mailer,
      attachment: mailAttachment,
      sent: async (ref) => {
        if ("pledgeAcknowledged" in ref) await donations.pledgeAcknowledged(db, ref.pledgeAcknowledged);
        else await agreementsOffice.agreementSent(db, ref.agreementSent);
      },
      logError,
    }),
  );
  return {
    config: deps.config,
    database: deps.database,
    logError,
    mailer,
    /** The durable job queue: started by buildApp, stopped by the graceful shutdown (server/start.ts) or the app's close. */
    jobsQueue,
    mail,
    storage,
    cipher,
    /** Tells the office's staff that a receipt or a request waits for them (server/modules/office-notify). */
    notify,
    /** Razorpay's API (orders, payments, refunds with an idempotency key); null when online payment is not configured. */
    razorpay,
    /** Online payment with Razorpay (issue 17 point 4): orders for amounts computed here, verification, webhooks. */
    onlinePayment: {
      available: () => onlinePayment.onlinePaymentAvailable(onlinePaymentDeps),
      createOrder: (member: Parameters<typeof onlinePayment.createOrder>[1], body: Parameters<typeof onlinePayment.createOrder>[2]) =>
        onlinePayment.createOrder(onlinePaymentDeps, member, body),
      verify: (member: Parameters<typeof onlinePayment.verifyPayment>[1], input: Parameters<typeof onlinePayment.verifyPayment>[2]) =>
        onlinePayment.verifyPayment(onlinePaymentDeps, member, input),
      webhook: (rawBody: Buffer, headers: Parameters<typeof onlinePayment.receiveWebhook>[2]) =>
        onlinePayment.receiveWebhook(onlinePaymentDeps, rawBody, headers),
    },
    /** The public pages kept rendered in memory (server/web.ts); a change to what they show calls `invalidate()`. */
    pageCache,
    files: {
      storeUpload: (input: Parameters<typeof files.storeUpload>[1]) => files.storeUpload(filesDeps, input),
      storeGenerated: (input: Parameters<typeof files.storeGenerated>[1]) => files.storeGenerated(filesDeps, input),
      readFileFor: (viewer: { id: string; role: string; ip?: string | null }, id: string) => files.readFileFor(filesDeps, viewer, id),
      /** Counts a member's upload against the hourly limit (429 past it), before its bytes are read. */
      countUpload: (userId: string) => files.countUpload(filesDeps, userId),
    },
    registration: {
      getKyc: (userId: string) => registration.getKyc(registrationDeps, userId),
      submitKyc: (userId: string, propertyId: string, input: Parameters<typeof registration.submitKyc>[3]) =>
        registration.submitKyc(registrationDeps, userId, propertyId, input),
      getFamily: (userId: string) => registration.getFamily(registrationDeps, userId),
      submitFamily: (userId: string, input: Parameters<typeof registration.submitFamily>[2]) => registration.submitFamily(registrationDeps, userId, input),
      flags: (userId: string) => registration.applicationFlags(db, userId),
      /** Whether the villa is in another member's payment plan: the application cannot start on it (409 later). */
      villaTakenByAnother: (userId: string, propertyId: string) => registration.villaTakenByAnother(db, userId, propertyId),
    },
    portal: {
      overview: (userId: string) => portalOverview(db, userId),
      documents: (userId: string) => listMemberDocuments(db, userId),
    },
    membershipForm: {
      get: (userId: string) => membershipForm.getMembershipForm(membershipFormDeps, userId),
      saveDraft: (userId: string, input: Parameters<typeof membershipForm.saveMembershipDraft>[2]) =>
        membershipForm.saveMembershipDraft(membershipFormDeps, userId, input),
      submit: (actor: { userId: string; ip?: string }) => membershipForm.submitMembershipForm(membershipFormDeps, actor),
    },
    /** The club's document seal (issue 18): seals executed agreements and invoices, reads a PDF's signature. */
    sealer,
    /** The worker threads that seal and render PDFs (decision 027). */
    cpu,
    agreements: {
      sign: (signer: agreements.Signer, signatureUrl: string) => agreements.signAgreement(agreementsDeps, signer, signatureUrl),
      signed: (userId: string) => agreements.getSignedAgreement(db, userId),
      /** The member opened their MOA (the agreement's audit page lists it). */
      viewed: (userId: string, ip: string | null) => agreements.agreementViewed(db, userId, ip),
      /** The member downloaded their agreement's PDF (fileId: the signed or the executed one). */
      downloaded: (userId: string, fileId: string, ip: string | null) => agreements.agreementDownloaded(db, userId, fileId, ip),
    },
    /** The club's countersignature of agreements (issue 18 point 1; administrators). */
    agreementsOffice: {
      list: (query: AgreementListQuery) => agreementsOffice.listAgreements(db, query),
      countersign: (actor: AuditActor & { name?: string }, agreementId: string, signatureUrl: string) =>
        agreementsOffice.countersignAgreement(agreementsOfficeDeps, actor, agreementId, signatureUrl),
    },
    /** Public verification of sealed documents (issue 18 point 3). */
    verification: {
      byCode: (code: string) => verification.documentByCode(db, code),
      check: (bytes: Uint8Array, ip: string) => verification.checkDocument({ db, sealer }, bytes, ip),
      /**
       * An issued invoice's PDF by its kind and id (a payment step's, a membership's, a stay's): sealed and stored the
       * first time, read from the file storage after. The one entry point for mails, jobs and downloads (decision 027).
       */
      invoicePdf: (kind: InvoiceKind, id: string) => sealInvoiceOnce(invoiceDeps, kind, id),
    },
    conveyance: {
      overview: (member: conveyance.Member) => conveyance.conveyanceOverview(authDeps, member),
      sendOtp: (member: conveyance.Member) => conveyance.sendConveyanceOtp(authDeps, member),
      verifyOtp: (member: conveyance.Member, otp: string) => conveyance.verifyConveyanceOtp(authDeps, member, otp),
      submit: (member: conveyance.Member, body: unknown) => conveyance.submitConveyance(authDeps, member, body),
    },
    claims: {
      bankAccounts: (userId: string) => claims.listBankAccounts(claimsDeps, userId),
      addBankAccount: (actor: { userId: string; ip?: string }, input: Parameters<typeof claims.addBankAccount>[2]) =>
        claims.addBankAccount(claimsDeps, actor, input),
      calendar: (userId: string, year: number) => claims.getClaimsCalendar(claimsDeps, userId, year),
      decide: (actor: { userId: string; ip?: string }, input: Parameters<typeof claims.decideClaim>[2]) => claims.decideClaim(claimsDeps, actor, input),
    },
    transfers: {
      list: (userId: string) => transfers.listTransfers(transfersDeps, userId),
      submit: (actor: { userId: string; ip?: string }, input: Parameters<typeof transfers.submitTransfer>[2]) =>
        transfers.submitTransfer(transfersDeps, actor, input),
    },
    /** The accounts office: receipts verified or rejected, plans cancelled and restarted (issue 15 point 3). */
    officePayments: (() => {
      const officeDeps: officePayments.PaymentsOfficeDeps = { ...notifyDeps, villasChanged: () => pageCache.invalidate() };
      return {
        list: (query: Parameters<typeof officePayments.listPayments>[1]) => officePayments.listPayments(db, query),
        verify: (actor: officePayments.OfficeActor, planId: string, step: number) => officePayments.verifyStep(officeDeps, actor, planId, step),
        reject: (actor: officePayments.OfficeActor, planId: string, step: number, reason: string) =>
          officePayments.rejectStep(officeDeps, actor, planId, step, reason),
        cancel: (actor: officePayments.OfficeActor, planId: string, reason: string) => officePayments.cancelPlan(officeDeps, actor, planId, reason),
        restart: (actor: officePayments.OfficeActor, planId: string) => officePayments.restartPlan(officeDeps, actor, planId),
      };
    })(),
    payments: {
      /** A new plan takes its villa: the cached villa page and lists say so at once (decision record 010). */
      createPaymentPlan: async (actor: { userId: string; ip?: string }, propertyId: string, input: Parameters<typeof payments.createPaymentPlan>[3]) => {
        const plan = await payments.createPaymentPlan(paymentsDeps, actor, propertyId, input);
        pageCache.invalidate();
        return plan;
      },
      getPaymentDetails: (userId: string, propertyId: string) => payments.getPaymentDetails(paymentsDeps, userId, propertyId),
      listMemberPlans: (userId: string) => payments.listMemberPlans(paymentsDeps, userId),
      recordStepPayment: (actor: { userId: string; ip?: string }, propertyId: string, step: number, receiptUrl: string) =>
        payments.recordStepPayment(paymentsDeps, actor, propertyId, step, receiptUrl),
      submitFinalReview: (actor: { userId: string; ip?: string }, propertyId: string, input: Parameters<typeof payments.submitFinalReview>[3]) =>
        payments.submitFinalReview(paymentsDeps, actor, propertyId, input),
      renderInvoice: async (userId: string, propertyId: string, step: number) => {
        const data = await payments.invoiceData(paymentsDeps, userId, propertyId, step);
        return { number: data.step.invoiceNumber!, bytes: await payments.sealedStepInvoice(invoiceDeps, data) };
      },
    },
    auth: {
      sendRegistrationOtp: (input: { email: string; ip: string }) => auth.sendRegistrationOtp(authDeps, input),
      registerAccount: (input: Parameters<typeof auth.registerAccount>[1]) => auth.registerAccount(authDeps, input),
      signIn: (input: Parameters<typeof auth.signIn>[1]) => auth.signIn(authDeps, input),
      authenticate: (token: string) => auth.authenticate(authDeps, token),
      signOut: (sessionId: string) => auth.signOut(authDeps, sessionId),
      requestPasswordReset: (input: { email: string; ip: string }) => auth.requestPasswordReset(authDeps, input),
      resetPassword: (input: Parameters<typeof auth.resetPassword>[1]) => auth.resetPassword(authDeps, input),
      /** Property by user (spec §7): the villa of the member's application, if any. */
      listMemberProperties: async (userId: string) =>
        Promise.all((await registration.memberPropertyIds(db, userId)).map((id) => catalog.getProperty(db, id, { unpublished: true }))),
    },
    catalog: {
      listPropertyTypes: () => catalog.listPropertyTypes(db),
      searchPropertyTypes: async (criteria: { q?: string; destinations?: string[] }) =>
        catalog.filterPropertyTypes(await catalog.listPropertyTypes(db), criteria),
      findPropertyTypeBySlug: (slug: string) => catalog.findPropertyTypeBySlug(db, slug),
      listBlocks: () => catalog.listBlocks(db),
      listProperties: (query: PropertyListQuery) => catalog.listProperties(db, query),
      searchProperties: (query: catalog.PropertySearchInput, signal?: AbortSignal) => catalog.searchProperties(db, query, undefined, signal),
      getProperty: (id: string) => catalog.getProperty(db, id),
      /** The villa as a member sees it: their own application's villa even when unpublished (issue 16), else a published one. */
      getMemberProperty: async (userId: string, id: string) =>
        catalog.getProperty(db, id, { unpublished: (await registration.memberPropertyIds(db, userId)).includes(id.trim()) }),
      listOptions: (list: catalog.OptionList) => catalog.listOptions(db, list),
    },
    /** The office's catalogue (issue 16 point 1): kinds of home, villas, blocks, option lists and images. */
    catalogueOffice: {
      listTypes: () => catalogueOffice.listTypes(db),
      getType: (id: string) => catalogueOffice.getType(db, id),
      createType: (actor: AuditActor, input: Parameters<typeof catalogueOffice.createType>[2]) => catalogueOffice.createType(db, actor, input),
      updateType: (actor: AuditActor, id: string, patch: Parameters<typeof catalogueOffice.updateType>[3]) =>
        catalogueOffice.updateType(db, actor, id, patch),
      listVillas: (query: Parameters<typeof catalogueOffice.listVillas>[1]) => catalogueOffice.listVillas(db, query),
      pageOfVillas: (query: Parameters<typeof catalogueOffice.pageOfVillas>[1]) => catalogueOffice.pageOfVillas(db, query),
      getVilla: (id: string) => catalogueOffice.getVilla(db, id),
      createVilla: (actor: AuditActor, input: Parameters<typeof catalogueOffice.createVilla>[2]) => catalogueOffice.createVilla(db, actor, input),
      updateVilla: (actor: AuditActor, id: string, patch: Parameters<typeof catalogueOffice.updateVilla>[3]) =>
        catalogueOffice.updateVilla(db, actor, id, patch),
      deleteVilla: (actor: AuditActor, id: string) => catalogueOffice.deleteVilla(db, actor, id),
      listBlocks: () => catalogueOffice.listBlocksOffice(db),
      createBlock: (actor: AuditActor, input: Parameters<typeof catalogueOffice.createBlock>[2]) => catalogueOffice.createBlock(db, actor, input),
      updateBlock: (actor: AuditActor, id: string, patch: Parameters<typeof catalogueOffice.updateBlock>[3]) =>
        catalogueOffice.updateBlock(db, actor, id, patch),
      listOptions: (list: string) => catalogueOffice.listOptionsOffice(db, list),
      createOption: (actor: AuditActor, list: string, input: Parameters<typeof catalogueOffice.createOption>[3]) =>
        catalogueOffice.createOption(db, actor, list, input),
      updateOption: (actor: AuditActor, list: string, id: string, patch: Parameters<typeof catalogueOffice.updateOption>[4]) =>
        catalogueOffice.updateOption(db, actor, list, id, patch),
      deleteOption: (actor: AuditActor, list: string, id: string) => catalogueOffice.deleteOption(db, actor, list, id),
      storeImage: (actor: AuditActor, upload: { bytes: Buffer; name: string }) => catalogueOffice.storeCatalogueImage({ db, storage }, actor, upload),
    },
    donations: {
      pledge: (input: DonationPledgeInput, clientAddress?: string) => donations.pledgeDonation(donationDeps, input, clientAddress),
    },
    /** The office's donors and subscribers (issue 16 point 6). */
    donationsOffice: {
      list: (query: Parameters<typeof donationsOffice.listDonors>[1]) => donationsOffice.listDonors(db, query),
      csv: (query: Parameters<typeof donationsOffice.donorsCsv>[1]) => donationsOffice.donorsCsv(db, query),
    },
    newsletterOffice: {
      list: (query: Parameters<typeof newsletterOffice.listSubscribers>[1]) => newsletterOffice.listSubscribers(db, query),
      csv: (query: Parameters<typeof newsletterOffice.subscribersCsv>[1]) => newsletterOffice.subscribersCsv(db, query),
    },
    bookings: {
      listMine: (userId: string) => listMemberBookings(db, userId),
      quoteStay: (stay: Parameters<typeof stays.quoteStay>[1], couponCode?: string, member?: { id: string } | null) =>
        stays.quoteStay(db, stay, couponCode, member),
      /** The coupons the booking review offers today (active, today within their dates, not used up, their conditions met). */
      offeredCoupons: (holder?: coupons.CouponHolder) => coupons.offeredCoupons(db, undefined, holder),
      bookStay: (member: { id: string; email: string; name: string }, body: Parameters<typeof stays.bookStay>[2]) => stays.bookStay(staysDeps, member, body),
      cancelStay: (member: { id: string; email: string; name: string }, bookingId: string) => stays.cancelStay(staysDeps, member, bookingId),
      /** A stay paid online (issue 17): held in the order's transaction, confirmed when its payment is credited. */
      holdStay: (tx: Tx, member: { id: string; email: string; name: string }, body: Parameters<typeof stays.holdStay>[3]) =>
        stays.holdStay(staysDeps, tx, member, body),
      creditStay: (tx: Tx, bookingId: string, paymentId: string) => stays.creditStay(staysDeps, tx, bookingId, paymentId),
      invoice: (userId: string, bookingId: string) => stays.memberStayInvoice(staysDeps, userId, bookingId),
      /** Every minute: expired holds released, refunds owed retried (server/start.ts runs it). */
      scheduleUpkeep: (everyMs?: number) => stays.scheduleStayUpkeep(staysDeps, everyMs),
    },
    /**
     * Full Membership (issue 17 point 1): the member's membership, a receipt for it, its invoice; for the online
     * flow, `openOnlinePurchase(tx, userId, acceptTerms)` and `activate(tx, membershipId, payment)` (the welcome
     * e-mail is the answer, run after the commit); `onlineAvailable()`: whether Razorpay is configured.
     */
    membership: (() => {
      const membershipDeps: membership.MembershipDeps = { ...notifyDeps, notify };
      return {
        mine: (userId: string) => membership.membershipOf(db, userId),
        submitReceipt: (actor: { userId: string; ip?: string | null }, input: { receiptUrl: string; acceptTerms: boolean }) =>
          membership.submitMembershipReceipt(membershipDeps, actor, input),
        invoice: (userId: string) => membership.membershipInvoice(invoiceDeps, userId),
        openOnlinePurchase: membership.openOnlinePurchase,
        activate: (
          tx: Parameters<typeof membership.activateMembership>[1],
          membershipId: string,
          payment: Parameters<typeof membership.activateMembership>[3],
        ) => membership.activateMembership(membershipDeps, tx, membershipId, payment),
        onlineAvailable: () => membership.onlinePaymentConfigured(deps.config),
      };
    })(),
    /** The office's membership receipts (issue 17): accounts verify or reject them. */
    membershipOffice: (() => {
      const membershipDeps: membership.MembershipDeps = { ...notifyDeps, notify };
      return {
        list: (query: Parameters<typeof membership.listMemberships>[1]) => membership.listMemberships(db, query),
        verify: (actor: AuditActor, id: string) => membership.verifyMembership(membershipDeps, actor, id),
        reject: (actor: AuditActor, id: string, reason: string) => membership.rejectMembership(membershipDeps, actor, id, reason),
      };
    })(),
    /** The club office's staff (issue 15): administrators manage them; the office home's counts. */
    staff: {
      list: () => staff.listStaff(db),
      invite: (actor: staff.StaffActor, input: Parameters<typeof staff.inviteStaff>[2]) => staff.inviteStaff(staffDeps, actor, input),
      resendInvite: (actor: staff.StaffActor, id: string) => staff.resendInvite(staffDeps, actor, id),
      changeRole: (actor: staff.StaffActor, id: string, role: Parameters<typeof staff.changeStaffRole>[3]) => staff.changeStaffRole(staffDeps, actor, id, role),
      setDisabled: (actor: staff.StaffActor, id: string, disabled: boolean) => staff.setStaffDisabled(staffDeps, actor, id, disabled),
      /** The invitation a link stands for (404 unknown, 410 used or expired). */
      findInvite: async (token: string) => (await staff.findInvite(db, token)).user,
      /** Sets the password of the invitation and signs the person in. */
      acceptInvite: async (input: { token: string; password: string; ip: string; userAgent?: string }) => {
        // the session opens in the acceptance's transaction, never through the sign-in limits (decision 020)
        return staff.acceptInvite(staffDeps, input, (tx, user) =>
          auth.openSession({ db: tx, config: authDeps.config }, user.id, { remember: false, ip: input.ip, userAgent: input.userAgent }),
        );
      },
      officeCounts: (role: Parameters<typeof staff.officeCounts>[1]) => staff.officeCounts(db, role),
    },
    /** The office home's queues (issue 15 point 2): what waits for the office, for the queues the role acts on. */
    officeHome: {
      queueCounts: (role: Parameters<typeof officeQueueCounts>[1]) => officeQueueCounts(db, role),
    },
    /** The office's stays arriving (issue 15 point 2): read-only, by arrival date. */
    /** The office's stay coupons (issue 16 point 4). */
    coupons: {
      list: (query: Parameters<typeof coupons.listCoupons>[1]) => coupons.listCoupons(db, query),
      get: (id: string) => coupons.getCoupon(db, id),
      create: (actor: AuditActor, input: Parameters<typeof coupons.createCoupon>[2]) => coupons.createCoupon(db, actor, input),
      update: (actor: AuditActor, id: string, patch: Parameters<typeof coupons.updateCoupon>[3]) => coupons.updateCoupon(db, actor, id, patch),
    },
    officeStays: {
      list: (query: Parameters<typeof officeStays.listArrivingStays>[1]) => officeStays.listArrivingStays(db, query, new Date(), cipher),
    },
    /** The stays desk (issue 16 point 3): the day, the calendar, blocks, check-in/out, no-show, cancel, phone bookings, feeds. */
    desk: {
      day: (query: Parameters<typeof desk.deskDay>[1]) => desk.deskDay(deskDeps, query),
      calendar: (query: Parameters<typeof desk.deskCalendar>[1]) => desk.deskCalendar(deskDeps, query),
      villas: () => desk.deskVillas(db),
      block: (actor: AuditActor, body: Parameters<typeof desk.createBlock>[2]) => desk.createBlock(deskDeps, actor, body),
      liftBlock: (actor: AuditActor, id: string) => desk.liftBlock(deskDeps, actor, id),
      checkIn: (actor: AuditActor, id: string, body: Parameters<typeof desk.checkInStay>[3]) => desk.checkInStay(deskDeps, actor, id, body),
      checkOut: (actor: AuditActor, id: string, options?: { confirmEarly?: boolean }) => desk.checkOutStay(deskDeps, actor, id, options),
      noShow: (actor: AuditActor, id: string) => desk.markNoShow(deskDeps, actor, id),
      cancel: (actor: AuditActor, id: string, reason: string) => desk.cancelForGuest(deskDeps, actor, id, reason),
      bookByPhone: (actor: AuditActor, body: Parameters<typeof desk.bookByPhone>[2]) => desk.bookByPhone(deskDeps, actor, body),
      feed: (propertyId: string, key: string) => desk.villaFeed(deskDeps, propertyId, key),
    },
    /** The media library (issue 16 point 2): uploads streamed to storage, public under /media/library/ and /media/uploads/. */
    media: (() => {
      const mediaDeps: media.MediaDeps = { db, storage, publicUrl: deps.config.publicUrl };
      return {
        upload: (actor: AuditActor, input: Parameters<typeof media.uploadMedia>[2], maxBytes?: number) =>
          media.uploadMedia(mediaDeps, actor, input, maxBytes),
        list: (query: Parameters<typeof media.listMedia>[1]) => media.listMedia(mediaDeps, query),
        remove: (actor: AuditActor, id: string) => media.deleteMedia(mediaDeps, actor, id),
        stat: (key: string) => media.statPublicMedia(storage, key),
        read: (key: string, range?: Parameters<typeof media.readPublicMedia>[2]) => media.readPublicMedia(storage, key, range),
      };
    })(),
    /** The office's audit log (read-only: entries are written by recordAudit in each change's transaction). */
    audit: {
      list: (query: Parameters<typeof audit.listAudit>[1]) => audit.listAudit(db, query),
      actions: () => audit.listAuditActions(db),
      csv: (filters: Parameters<typeof audit.auditCsv>[1]) => audit.auditCsv(db, filters),
    },
    /** The office's review of members' identity documents (issue 15 point 4): the queue, approve, send back. */
    identityDocuments: {
      list: (query: Parameters<typeof identityDocuments.listIdentityDocuments>[1]) => identityDocuments.listIdentityDocuments(db, query),
      approve: (actor: Parameters<typeof identityDocuments.approveIdentityDocument>[1], memberId: string) =>
        identityDocuments.approveIdentityDocument(notifyDeps, actor, memberId),
      sendBack: (actor: Parameters<typeof identityDocuments.returnIdentityDocument>[1], memberId: string, reason: string) =>
        identityDocuments.returnIdentityDocument(notifyDeps, actor, memberId, reason),
    },
    /** Visitors' questions (issue 16 point 5): the contact form, and the front office's inbox. */
    enquiries: {
      submit: (input: Parameters<typeof enquiries.submitEnquiry>[1], clientAddress?: string) =>
        enquiries.submitEnquiry({ ...notifyDeps, notify }, input, clientAddress),
      list: (query: Parameters<typeof enquiries.listEnquiries>[1]) => enquiries.listEnquiries(db, query),
      get: (id: string) => enquiries.getEnquiry(db, id),
      reply: (actor: Parameters<typeof enquiries.replyToEnquiry>[1], id: string, message: string) => enquiries.replyToEnquiry(notifyDeps, actor, id, message),
      close: (actor: Parameters<typeof enquiries.closeEnquiry>[1], id: string) => enquiries.closeEnquiry(db, actor, id),
    },
    /** How each staff member hears of new items (one e-mail each, a daily digest, none): their own choice. */
    staffNotify: {
      get: (userId: string) => officeNotify.staffNotifyOf(db, userId),
      set: (actor: Parameters<typeof officeNotify.setStaffNotify>[1], value: Parameters<typeof officeNotify.setStaffNotify>[2]) =>
        officeNotify.setStaffNotify(db, actor, value),
    },
    /** The job queue as the office sees it (administrators): the jobs by status, a failed one run again (audited). */
    jobsOffice: {
      list: (query: Parameters<typeof jobsOffice.listJobs>[1]) => jobsOffice.listJobs(db, query),
      retry: (actor: AuditActor, id: string) => jobsOffice.retryJob({ db, queue: jobsQueue }, actor, id),
    },
    /** The daily jobs (issue 15 point 7): payment reminders and the staff digest, once per club day (server/start.ts runs them). */
    jobs: {
      runDaily: (now?: Date) => jobs.runDailyJobs(notifyDeps, now),
      schedule: (options?: Parameters<typeof jobs.scheduleDailyJobs>[1]) => jobs.scheduleDailyJobs(notifyDeps, options),
    },
    /** The club office's members and their applications (issue 15 point 4): search, a member's record for staff. */
    officeMembers: {
      search: (query: Parameters<typeof officeMembers.searchMembers>[1]) => officeMembers.searchMembers(db, query),
      byStage: () => officeMembers.membersByStage(db),
      record: (actor: Parameters<typeof officeMembers.memberRecord>[1], memberId: string) => officeMembers.memberRecord({ db, cipher, storage }, actor, memberId),
      renderInvoice: async (memberId: string, propertyId: string, step: number) => {
        const data = await officeMembers.memberInvoiceData(db, memberId, propertyId, step);
        return { number: data.step.invoiceNumber!, bytes: await payments.sealedStepInvoice(invoiceDeps, data) };
      },
    },
    /** Members' requests decided by the office (issue 15 point 5): claims, transfers, conveyance. */
    claimsOffice: {
      queue: (query: Parameters<typeof claimsOffice.claimQueue>[1]) => claimsOffice.claimQueue(claimsOfficeDeps, query),
      approve: (actor: claimsOffice.StaffActor, claimId: string) => claimsOffice.approveClaim(claimsOfficeDeps, actor, claimId),
      refuse: (actor: claimsOffice.StaffActor, claimId: string, reason: string) => claimsOffice.refuseClaim(claimsOfficeDeps, actor, claimId, reason),
      payout: (actor: claimsOffice.StaffActor, claimId: string, input: Parameters<typeof claimsOffice.recordClaimPayout>[3]) =>
        claimsOffice.recordClaimPayout(claimsOfficeDeps, actor, claimId, input),
      months: (memberId: string) => claims.eligibleMonthsOf(db, memberId),
      setMonths: (actor: claimsOffice.StaffActor, memberId: string, input: Parameters<typeof claimsOffice.setClaimMonths>[3]) =>
        claimsOffice.setClaimMonths(claimsOfficeDeps, actor, memberId, input),
    },
    transfersOffice: {
      queue: (query: Parameters<typeof transfersOffice.transferQueue>[1]) => transfersOffice.transferQueue(db, query),
      approve: (actor: claimsOffice.StaffActor, id: string) => transfersOffice.approveTransfer(notifyDeps, actor, id),
      refuse: (actor: claimsOffice.StaffActor, id: string, reason: string) => transfersOffice.refuseTransfer(notifyDeps, actor, id, reason),
    },
    conveyanceOffice: {
      queue: (query: Parameters<typeof conveyanceOffice.conveyanceQueue>[1]) => conveyanceOffice.conveyanceQueue(db, query),
      confirm: (actor: claimsOffice.StaffActor, id: string, input: Parameters<typeof conveyanceOffice.confirmConveyance>[3]) =>
        conveyanceOffice.confirmConveyance(notifyDeps, actor, id, input),
      complete: (actor: claimsOffice.StaffActor, id: string) => conveyanceOffice.completeConveyance(notifyDeps, actor, id),
    },
    newsletter: {
      subscribe: (input: { email: string; clientAddress: string }) => newsletter.subscribeToNewsletter(newsletterDeps, input),
      confirm: (token: string) => newsletter.confirmSubscription(db, token),
      unsubscribeView: (token: string) => newsletter.unsubscribeView(db, token),
      unsubscribe: (token: string) => newsletter.unsubscribe(db, token),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
