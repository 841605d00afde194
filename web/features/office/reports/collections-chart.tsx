import { formatRupees } from "../../../../common/money";
import type { CollectionGroup } from "../../../../common/office-reports";

/**
 * The collections as horizontal bars, drawn on the server as SVG (readable before any script): a row a group, its
 * name and net above its two bars — money collected and money refunded, each as long as its share of the largest
 * figure and labelled with its amount. The bars' lengths are percentages of the chart's width and the words keep
 * their size, so it reads at 360 px as on a desktop. It is one image to assistive technology, named by `label` and
 * described by the table of the same figures (`describedBy`), its text alternative.
 */

const ROW = 66;
const BAR = 17;

/** A figure's share of the largest, in percent. */
const share = (value: number, max: number) => (value <= 0 || max <= 0 ? 0 : (value / max) * 100);

/** One bar of a row, with its amount: inside the bar's end when the bar is long, else just after it. */
function Bar({ y, value, max, barClass }: { y: number; value: number; max: number; barClass: string }) {
  const pct = share(value, max);
  // a figure too small to see still shows a sliver; nothing shows none
  const width = pct === 0 ? "0" : `${Math.max(0.6, pct).toFixed(2)}%`;
  const inside = pct > 60;
  return (
    <>
      <rect x="0" y={y} width="100%" height={BAR} rx="2" className="fill-cream-100" />
      <rect x="0" y={y} width={width} height={BAR} rx="2" className={barClass} />
      <text
        x={width}
        y={y + 13}
        dx={inside ? -6 : 6}
        textAnchor={inside ? "end" : "start"}
        className={`text-[12px] tabular-nums ${inside ? "fill-cream-50" : "fill-ink"}`}
      >
        {formatRupees(value)}
      </text>
    </>
  );
}

export function CollectionsChart({
  groups,
  label,
  describedBy,
}: {
  groups: readonly CollectionGroup[];
  label: string;
  describedBy: string;
}) {
  const max = Math.max(0, ...groups.map((g) => Math.max(g.collected, g.refunded)));
  return (
    <figure className="mt-4 rounded-2xl bg-white p-4 shadow-sm">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink/80" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm bg-forest-700" />
          Collected
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm bg-saffron-800" />
          Refunded
        </span>
      </p>
      <svg
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        width="100%"
        height={groups.length * ROW}
        className="mt-3 block overflow-visible"
      >
        {groups.map((group, i) => {
          const y = i * ROW;
          return (
            <g key={group.key}>
              <text x="0" y={y + 14} className="fill-forest-950 text-[13px] font-semibold">
                {group.label}
              </text>
              <text x="100%" y={y + 14} textAnchor="end" className="fill-ink text-[13px] tabular-nums">
                Net {formatRupees(group.net)}
              </text>
              <Bar y={y + 21} value={group.collected} max={max} barClass="fill-forest-700" />
              <Bar y={y + 42} value={group.refunded} max={max} barClass="fill-saffron-800" />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
