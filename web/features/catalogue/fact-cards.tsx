/** A villa's facts as small labelled cards (Rooms, Size, Views…), two to a row on a phone. */
export function FactCards({
  facts,
  className = "grid-cols-2",
}: {
  facts: readonly { label: string; value: string | number }[];
  className?: string;
}) {
  return (
    <dl className={`mt-5 grid gap-4 ${className}`}>
      {facts.map((d) => (
        <div key={d.label} className="rounded-2xl bg-white p-5 ring-1 ring-forest-900/10">
          <dt className="text-xs font-semibold uppercase tracking-widest text-saffron-700">{d.label}</dt>
          <dd className="mt-1 text-lg font-medium text-forest-900">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
