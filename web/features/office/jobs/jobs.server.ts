import { data } from "react-router";
import { OFFICE_ACCESS } from "../../../../common/office-access";
import { jobMessages as m, jobQuery } from "../../../../common/office-jobs";
import type { FormResult } from "../../../lib/form";
import { serviceRefusal, signedInStaff } from "../../../lib/route-errors.server";
import { type AppContext } from "../../../lib/app-context.server.ts";
import { pageUrl } from "../../../lib/page-url.server.ts";

type Services = AppContext["services"];

/** What the page's Retry form answers. */
export type JobRetryResult = FormResult & { id: string };

/**
 * /admin/jobs: the job queue's jobs of one status (failed by default), through the same service as the API. The
 * status is a plain GET form, so the address is the whole state; a status that is not one is said beside its field.
 */
export async function loadJobs(request: Request, services: Services) {
  await signedInStaff(request, services, OFFICE_ACCESS.jobs);
  const params = Object.fromEntries(pageUrl(request).searchParams);
  const parsed = jobQuery.safeParse(params);
  const query = parsed.success ? parsed.data : jobQuery.parse({ ...params, status: undefined });
  return { statusError: parsed.success ? null : m.invalidStatus, list: await services.jobsOffice.list(query) };
}

/** The page's Retry of a failed job (audited); a refusal (404, 409) is answered beside the job. */
export async function jobsAction(request: Request, context: AppContext) {
  const staff = await signedInStaff(request, context.services, OFFICE_ACCESS.jobs);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  if (form.get("intent") !== "job.retry")
    return data<JobRetryResult>({ ok: false, message: m.notFound, id }, { status: 400 });
  try {
    await context.services.jobsOffice.retry({ id: staff.id, role: staff.role, ip: context.clientAddress }, id);
    return data<JobRetryResult>({ ok: true, message: m.retried, id });
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    return data<JobRetryResult>({ ok: false, message: refusal.message, id }, { status: refusal.status });
  }
}
