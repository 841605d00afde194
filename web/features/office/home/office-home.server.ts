import type { StaffRole } from "../../../../common/auth-limits";
import { OFFICE_HOME, officeSectionsFor } from "../../../../common/office";
import { mayOffice } from "../../../../common/office-access";
import { STAGE_LABELS } from "../../../../common/office-members";
import type { OfficeQueueCount } from "../../../../common/office-home";
import type { OfficeCard } from "./office-home";
import { type AppContext } from "../../../lib/app-context.server.ts";

const DESCRIPTIONS: Record<string, string> = {
  "/admin/members": "Members and their applications, step by step.",
  "/admin/audit": "Every staff action and every money or signature event.",
  "/admin/staff": "Staff accounts: invite, change roles, disable.",
  "/admin/stays": "Stays booked by members, by arrival date.",
};

/** What waits for the office (receipts, documents, requests, arrivals), the queues the role acts on, each leading to its list. */
export const officeHomeQueues = async (
  services: AppContext["services"],
  role: StaffRole,
): Promise<OfficeQueueCount[]> =>
  (await services.officeHome.queueCounts(role)).map((queue) =>
    // today's sessions lead the front office (and an administrator) to check-in, content staff to the programme
    queue.key === "programmeToday" && mayOffice(role, "programmeCheckIn") ? { ...queue, to: "/admin/check-in" } : queue,
  );

/** The office home's cards: each section the role opens (the home aside), with the counts that exist today. */
export async function officeHomeCards(services: AppContext["services"], role: StaffRole): Promise<OfficeCard[]> {
  const [counts, stages] = await Promise.all([services.staff.officeCounts(role), services.officeMembers.byStage()]);
  return officeSectionsFor(role)
    .filter((section) => section.path !== OFFICE_HOME)
    .map((section) => ({
      path: section.path,
      label: section.label,
      description: DESCRIPTIONS[section.path] ?? "",
      counts:
        section.path === "/admin/members"
          ? // the members at each stage of their application, each leading to the members list filtered on it
            stages.map(({ stage, count }) => ({
              label: STAGE_LABELS[stage],
              count,
              to: `/admin/members?step=${stage}`,
            }))
          : section.path === "/admin/staff" && counts.staff
            ? [
                { label: "Active staff", count: counts.staff.active },
                { label: "Invited", count: counts.staff.invited },
                { label: "Disabled", count: counts.staff.disabled },
              ]
            : [],
    }));
}
