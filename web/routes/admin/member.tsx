import { isRouteErrorResponse, useRouteError } from "react-router";
import { officeMembersMessages as m } from "../../../common/office-members";
import { ErrorBoundary as PageErrorBoundary } from "../../components/route-error-boundary";
import { ErrorPanel } from "../../components/error-panel";
import { seo, type PageMetaArgs } from "../../content/site";
import { MemberRecordPage } from "../../features/office/members/member-record";
import { loadMemberRecord } from "../../features/office/members/members.server";
import { ClaimMonthsForm } from "../../features/office/requests/claim-months-form";
import { claimMonthsAction, loadClaimMonths } from "../../features/office/requests/requests.server";
import { IdentityDocumentReview, type IdentityDecisionResult } from "../../features/office/identity-decision";
import { isIdentityDecision, mayReviewIdentity, memberIdentityAction } from "../../features/office/identity-decision.server";
import { PlanActions } from "../../features/office/payments/plan-actions";
import { isPlanDecision, mayManagePlans, paymentAction, type PaymentFormResult } from "../../features/office/payments/payments.server";
import type { Route } from "./+types/member";
import { app } from "../../lib/app-context.server.ts";

export const meta = (args: PageMetaArgs) =>
  seo({ title: "Member · Club office", description: "A member's record in the club office.", noindex: true }, args);

/** A member's record: front office and accounts (an administrator always); the KYC's unmasked view is audited. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const record = await loadMemberRecord(request, app(context), params.id);
  return {
    ...record,
    claimMonths: await loadClaimMonths(request, app(context), params.id),
    identityEditable: await mayReviewIdentity(request, app(context).services),
    plansEditable: await mayManagePlans(request, app(context).services),
  };
}

/** The member's months eligible for claims: front office (an administrator always). */
export async function action({ request, context, params }: Route.ActionArgs) {
  // the identity document's decisions post here too, by their intent
  const intent = (await request.clone().formData()).get("intent");
  if (isIdentityDecision(intent)) return memberIdentityAction(request, app(context));
  // accounts cancel or restart a plan here
  if (isPlanDecision(intent)) return paymentAction(request, app(context), await request.formData());
  return claimMonthsAction(request, app(context), params.id);
}

export default function MemberRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { claimMonths, identityEditable, plansEditable, ...record } = loaderData;
  const kyc = record.kyc;
  return (
    <MemberRecordPage
      record={record}
      planActions={plansEditable ? (plan) => <PlanActions plan={plan} result={actionData as PaymentFormResult | undefined} /> : undefined}
      claimMonths={claimMonths && <ClaimMonthsForm months={claimMonths.months} editable={claimMonths.editable} result={actionData} />}
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
    return <ErrorPanel title="Page not found" detail={m.notFound} action={{ to: "/admin/members", label: "Back to members" }} />;
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
