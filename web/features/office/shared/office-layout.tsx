import { useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation, useSearchParams } from "react-router";
import { OFFICE_GROUPS, type OfficeGroup } from "../../../../common/office";
import { OFFICE_SEARCH_MAX, OFFICE_SEARCH_MIN, OFFICE_SEARCH_PATH } from "../../../../common/office-search";
import { endSession } from "../../../lib/api";

/** A section of the office's navigation, as the layout's loader sends it (the role's sections only). */
export type OfficeNavSection = { path: string; label: string; group: OfficeGroup | null };
export type OfficeStaff = { name: string; roleLabel: string };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-1 text-sm leading-5 font-semibold transition-colors lg:px-2 lg:py-0.5 ${isActive ? "bg-forest-900 text-white" : "text-forest-900 hover:bg-forest-100"}`;

function SectionLink({ section }: { section: OfficeNavSection }) {
  return (
    <li>
      <NavLink to={section.path} end={section.path === "/admin"} className={linkClass}>
        {section.label}
      </NavLink>
    </li>
  );
}

/**
 * The office's sections grouped by the work they are for (Money, Members, Stays, Content, Admin), the office home
 * first; a group none of the role's sections belongs to is left out.
 */
function OfficeNav({ sections }: { sections: OfficeNavSection[] }) {
  const ungrouped = sections.filter((s) => s.group === null);
  const groups = OFFICE_GROUPS.map((group) => ({ group, items: sections.filter((s) => s.group === group) })).filter(
    (g) => g.items.length,
  );
  return (
    <nav aria-label="Office sections">
      <ul className="grid gap-0.5">
        {ungrouped.map((section) => (
          <SectionLink key={section.path} section={section} />
        ))}
      </ul>
      {groups.map(({ group, items }) => (
        <div key={group} className="mt-1.5">
          {/* the list carries the group's name (the navigation is rendered twice, for phones and wide screens: no ids) */}
          <p
            aria-hidden="true"
            className="px-3 pb-0.5 lg:px-2 text-xs font-semibold uppercase tracking-wide text-ink/75"
          >
            {group}
          </p>
          {/* from 1024 px two columns, so that every section stays in view at 1280 × 720 */}
          <ul className="grid gap-0.5 lg:grid-cols-2 lg:gap-x-1" aria-label={group}>
            {items.map((section) => (
              <SectionLink key={section.path} section={section} />
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Ends the session on the server, then loads the sign-in page afresh (nothing of the office stays in memory). */
function SignOutButton() {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  return (
    <>
      <button
        type="button"
        disabled={state === "busy"}
        className="rounded-lg px-3 py-1 text-left text-sm font-semibold leading-5 text-forest-900 underline underline-offset-4 hover:bg-forest-100"
        onClick={async () => {
          setState("busy");
          try {
            const answer = await endSession();
            if (!answer.ok) throw new Error(String(answer.status));
            window.location.assign("/sign-in");
          } catch {
            setState("failed");
          }
        }}
      >
        Sign out
      </button>
      {state === "failed" && (
        <p role="alert" className="px-3 text-sm text-red-900">
          Signing out failed. Please try again.
        </p>
      )}
    </>
  );
}

/** Who is signed in, the way back to the club's website, and signing out. */
function OfficeAccount({ staff }: { staff: OfficeStaff }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="px-3 text-ink/80">
        {staff.name} · {staff.roleLabel}
      </p>
      <Link
        to="/"
        className="rounded-lg px-3 py-1 font-semibold leading-5 text-forest-900 underline underline-offset-4 hover:bg-forest-100"
      >
        Club website
      </Link>
      <SignOutButton />
    </div>
  );
}

/**
 * The office's one search box, above every office page: a GET form to /admin/search (so it works before the page's
 * JavaScript), showing the search of the results page it is on.
 */
function OfficeSearchBox() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = pathname === OFFICE_SEARCH_PATH ? (params.get("q") ?? "") : "";
  return (
    <Form
      key={q}
      method="get"
      action={OFFICE_SEARCH_PATH}
      role="search"
      aria-label="Office"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <label htmlFor="office-search-q" className="text-sm font-semibold text-forest-950">
        Search the office
      </label>
      <div className="flex min-w-0 flex-1 basis-64 gap-2">
        <input
          id="office-search-q"
          name="q"
          type="search"
          defaultValue={q}
          required
          minLength={OFFICE_SEARCH_MIN}
          maxLength={OFFICE_SEARCH_MAX}
          placeholder="Name, e-mail, phone or reference"
          className="field min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-primary h-11">
          Search
        </button>
      </div>
    </Form>
  );
}

/**
 * The club office's own layout, instead of the public site's header and footer: from 1024 px a side column with the
 * role's sections (every one in view at 1280 × 720) and the staff member's account; on smaller screens the same
 * navigation folded in a disclosure (<details>, so it opens without JavaScript too). The page is the <main> beside it,
 * under the office's search box.
 */
export function OfficeLayout({
  staff,
  sections,
  children,
}: {
  staff: OfficeStaff;
  sections: OfficeNavSection[];
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] print:block">
      <aside
        aria-label="Club office"
        className="hidden border-r border-forest-900/10 bg-white/70 lg:block print:hidden"
      >
        <div className="sticky top-0 flex max-h-dvh flex-col gap-2 overflow-y-auto px-2 py-3">
          <p className="eyebrow px-3">Club office</p>
          <OfficeNav sections={sections} />
          <OfficeAccount staff={staff} />
        </div>
      </aside>
      <div className="border-b border-forest-900/10 bg-white/70 px-4 py-3 lg:hidden print:hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="eyebrow">Club office</p>
          <p className="text-sm text-ink/80">
            {staff.name} · {staff.roleLabel}
          </p>
        </div>
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-3 font-semibold text-forest-900 ring-1 ring-forest-900/20">
            Office sections
          </summary>
          <div className="mt-2 grid gap-3">
            <OfficeNav sections={sections} />
            <OfficeAccount staff={staff} />
          </div>
        </details>
      </div>
      <div className="min-w-0">
        <div className="border-b border-forest-900/10 bg-white/70 px-4 py-2 sm:px-6 lg:px-8 print:hidden">
          <OfficeSearchBox />
        </div>
        {/* focusable, so the skip link's target takes the focus (tabIndex -1: reached by the link, not by Tab) */}
        <main id="main" tabIndex={-1} className="min-w-0 px-4 pb-16 pt-6 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
