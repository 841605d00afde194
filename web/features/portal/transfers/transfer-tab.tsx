import { format, parseISO } from "date-fns";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { portalMessages as pm } from "../../../../common/portal";
import { TRANSFER_OPEN_STATUSES, transferMessages as m, transferStatusLabel, type TransferRecord } from "../../../../common/transfer";
import { LoadState } from "../shared/step-fields";
import { callApi } from "../../../lib/api";
import type { PortalTabProps } from "../tab-props";
import { TransferForm } from "./transfer-form";

const isOpen = (status: string) => (TRANSFER_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * The Transfer tab (spec member-side §2 "Transfer"): the member's requests with their status, and the four-step
 * form while no request for their villa is open. Without a villa: "Property information not found."
 */
export function TransferTab({ overview }: PortalTabProps) {
  const villa = overview.property;
  const [requests, setRequests] = useState<TransferRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    const answer = await callApi<TransferRecord[]>("GET", "/api/transfers");
    if (!answer.ok || !answer.data) {
      setError(m.loadFailed);
      return;
    }
    setRequests(answer.data);
  }, []);

  useEffect(() => {
    if (villa) void load();
  }, [villa, load]);

  if (!villa) {
    return (
      <section aria-label="Transfer" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
        <p className="text-ink/90">{pm.propertyInformationNotFound}</p>
        <Link to="/property-list" className="btn-secondary mt-4">
          Choose a villa
        </Link>
      </section>
    );
  }
  if (requests === null) {
    return <LoadState loading={!error} error={error} loadingText={m.loading} onRetry={() => void load()} />;
  }

  const open = requests.find((r) => r.property._id === villa._id && isOpen(r.status));
  return (
    <div className="grid gap-6">
      {requests.length > 0 && (
        <section aria-labelledby="transfer-requests" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="transfer-requests" className="font-display text-2xl text-forest-950">
            Your transfer requests
          </h2>
          <ul className="mt-4 grid gap-3">
            {requests.map((r) => (
              <li key={r._id} className="rounded-xl border border-forest-100 bg-cream-50 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-semibold text-forest-900">
                    {r.property.name}
                    {r.property.villaNumber ? `, villa ${r.property.villaNumber}` : ""} to {r.transferee.full_name}
                  </p>
                  <p className="rounded-full bg-forest-100 px-3 py-1 text-sm font-semibold text-forest-900">Status: {transferStatusLabel(r.status)}</p>
                </div>
                <p className="mt-1 text-sm text-ink/80">
                  {r.transferee.relationship} · submitted on {format(parseISO(r.created_at), "d MMMM yyyy")}
                </p>
                {r.document_url && (
                  <a href={r.document_url} className="mt-2 inline-block text-sm font-semibold text-saffron-700 underline underline-offset-4" download>
                    Download the signed request<span className="sr-only"> of {format(parseISO(r.created_at), "d MMMM yyyy")}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
          {open && <p className="mt-4 text-sm text-ink/90">The club is reviewing your request and will contact you and the transferee. A new request can be made once it is decided.</p>}
        </section>
      )}
      {!open && <TransferForm villa={villa} memberName={overview.member.name} onSubmitted={(record) => setRequests((list) => [record, ...(list ?? [])])} />}
    </div>
  );
}
