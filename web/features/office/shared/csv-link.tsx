/**
 * An office list's "Download CSV": a plain link (it works before JavaScript) to the list's CSV (its API address +
 * .csv) with the filters the page shows, never its page: the file holds every row the filters find.
 */

/** The CSV's address: `path` with the filters that have a value. */
export function csvHref(path: string, filters: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** "Download CSV"; `describedBy` names what it downloads where a page has more than one list. */
export function CsvLink({ href, describedBy, className }: { href: string; describedBy?: string; className?: string }) {
  return (
    <a
      href={href}
      download
      aria-describedby={describedBy}
      className={`text-sm font-semibold text-forest-900 underline underline-offset-4 ${className ?? ""}`.trim()}
    >
      Download CSV
    </a>
  );
}
