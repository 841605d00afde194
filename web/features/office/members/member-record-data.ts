import type { ClaimReview } from "../../../../common/claims";
import type { AgreementStatus } from "../../../../common/agreements";
import type { ApplicationStage } from "../../../../common/office-members";

/*
 * The data of the office's page of one member: the record the office-members service answers
 * (server/modules/office-members), as the loader gives it to the page (members.server.ts).
 */

export type Option = { _id: string; name: string } | null;
export type Villa = { id: string; name: string; villaNumber: string | null; location: string } | null;
export type Step = {
  step: number;
  step_name: string;
  amount: number;
  due_date: string;
  status: string;
  payment_date: string | null;
  payment_receipt_url: string | null;
  invoice_number: string | null;
  invoice_url: string | null;
  verification?: "awaiting" | "verified" | "rejected" | null;
  rejection_reason?: string | null;
  /** A paid step's transfer: its transaction reference (UTR) and day paid, when the member gave them. */
  utr?: string | null;
  paid_on?: string | null;
};

/** A member's record as the office page shows it (the loader's answer, server/modules/office-members). */
export interface MemberRecordView {
  account: { id: string; name: string; email: string; joined_at: string; disabled: boolean };
  stage: ApplicationStage;
  flags: { is_kyc_done: boolean; is_family_details_done: boolean; is_payment_done: boolean; is_terms_agreed: boolean };
  villa: Villa;
  application: { created_at: string; submitted_at: string | null } | null;
  kyc: {
    father_name: string;
    dob: string;
    phone_no: string;
    current_address: string;
    permanent_address: string;
    qualification_id: Option;
    occupation_id: Option;
    verification_doc_id: Option;
    verification_doc_number: string;
    verification_doc_upload_url: string;
    document_status?: "submitted" | "approved" | "returned";
    document_review_reason?: string | null;
    account_holder_name: string;
    bank_name: string;
    account_number: string;
    branch_name: string;
    ifsc_code: string;
    updated_at: string;
  } | null;
  family: { _id: string; family_member_name: string; relation: string; dob: string; qualification_id: Option }[];
  plans: {
    _id: string;
    status: string;
    payment_mode: string;
    total_amount: number;
    amount_paid: number;
    amount_verified?: number;
    cancel_reason?: string | null;
    created_at: string;
    counts: boolean;
    /** Its verified instalments were credited back when it was cancelled (credit notes): it cannot be restarted. */
    credited?: boolean;
    villa: Villa;
    steps: Step[];
  }[];
  moa: {
    signed_at: string;
    lease_start: string;
    pdf_url: string;
    signature_url: string;
    signer_ip: string | null;
    status: AgreementStatus;
    countersigned_at: string | null;
    countersigned_by: string | null;
    executed_pdf_url: string | null;
    revoked_at: string | null;
    revoked_reason: string | null;
    verify_url: string;
  } | null;
  membership_form: { status: string; step: number; submitted_at: string | null; pdf_url: string | null } | null;
  stays: { _id: string; id: string; villa_name: string; start_date: string; end_date: string | null; status: string }[];
  claims: {
    year: number;
    month: number;
    status: string;
    amount: number;
    decided_at: string;
    review?: ClaimReview | null;
    refusal_reason?: string | null;
    payout_reference?: string | null;
  }[];
  bank_accounts: { id: string; account_holder: string; bank_name: string; account_number: string; ifsc: string }[];
  transfers: {
    _id: string;
    property: { name: string; villaNumber: string | null };
    transferee: { full_name: string; relationship: string };
    reason: string;
    status: string;
    created_at: string;
    document_url: string | null;
  }[];
  conveyance: {
    id: string;
    status: string;
    appointment_date: string;
    document_url: string | null;
    created_at: string;
  }[];
  /** An owner statement per financial year (the latest first), each a sealed PDF at its address. */
  statements?: { fy: string; period: string; url: string }[];
  audit: {
    id: string;
    action: string;
    at: string;
    actor: { name: string; email: string; role: string | null } | null;
    ip: string | null;
    detail: Record<string, unknown>;
  }[];
}
