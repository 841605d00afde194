import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeMembersMessages as m } from "../../../common/office-members";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MemberRecordPage } from "../../features/office/members/member-record";
import { loadMemberPage, memberPageAction } from "../../features/office/members/members.server";
import { ClaimMonthsForm } from "../../features/office/requests/claim-months-form";
import { IdentityDocumentReview, type IdentityDecisionResult } from "../../features/office/identity-decision";
import { PlanActions } from "../../features/office/payments/plan-actions";
import type { PaymentFormResult } from "../../features/office/payments/payments.server";
import { NotesPanel } from "../../features/office/shared/notes";
import type { NoteFormResult } from "../../features/office/shared/notes.server";
import type { Route } from "./+types/member";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Member · Club office", description: "A member's record in the club office.", noindex: true }, args);

/** A member's record: front office and accounts (an administrator always); the KYC's unmasked view is audited. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadMemberPage(request, app(context), params.id);

/** The record's forms (a staff note, the identity decisions, a plan's cancel and restart, the months eligible for claims), with or without JavaScript. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  memberPageAction(request, app(context), params.id);

export default function MemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { claimMonths, identityEditable, plansEditable, notes, ...record } = loaderData;
  const kyc = record.kyc;
  return (
    <MemberRecordPage
      record={record}
      notes={<NotesPanel notes={notes} result={actionData as NoteFormResult | undefined} />}
      planActions={
        plansEditable
          ? (plan) => <PlanActions plan={plan} result={actionData as PaymentFormResult | undefined} />
          : undefined
      }
      claimMonths={
        claimMonths && (
          <ClaimMonthsForm months={claimMonths.months} editable={claimMonths.editable} result={actionData} />
        )
      }
      identityReview={
        kyc && (
          <IdentityDocumentReview
            memberId={record.account.id}
            memberName={record.account.name}
            status={kyc.document_status}
            reason={kyc.document_review_reason}
            editable={identityEditable}
            result={actionData as IdentityDecisionResult | undefined}
          />
        )
      }
    />
  );
}

/** An unknown member: back to the list; a refusal as every page says it; any other failure: try again. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        title="Page not found"
        detail={m.notFound}
        action={{ to: "/admin/members", label: "Back to members" }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status < 500) return <PageErrorBoundary />;
  return (
    <ErrorPanel
      title="Member"
      detail={m.loadFailed.replace("members", "member's record")}
      action={{ to: "/admin/members", label: "Back to members" }}
    />
  );
}
