import type { ReactNode } from "react";

/**
 * The step indicator of the portal's step forms (membership form, conveyance): completed steps ticked, the
 * current one marked aria-current="step". On narrow screens only the numbers show; the names stay readable
 * to screen readers.
 */
export function FormSteps({ label, steps, current }: { label: string; steps: readonly string[]; current: number }) {
  return (
    <nav aria-label={label}>
      <ol className="grid gap-1 sm:gap-3" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((name, index) => {
          const number = index + 1;
          const done = number < current;
          const here = number === current;
          return (
            <li key={name} aria-current={here ? "step" : undefined} className="flex flex-col items-center gap-2 text-center">
              <span className="flex w-full items-center">
                <span aria-hidden="true" className={`h-0.5 flex-1 ${index === 0 ? "opacity-0" : number <= current ? "bg-saffron-600" : "bg-forest-900/15"}`} />
                <span
                  aria-hidden="true"
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2 ${
                    done ? "bg-saffron-700 text-white ring-saffron-700" : here ? "bg-white text-saffron-700 ring-saffron-700" : "bg-white text-ink/60 ring-forest-900/20"
                  }`}
                >
                  {done ? "✓" : number}
                </span>
                <span aria-hidden="true" className={`h-0.5 flex-1 ${index === steps.length - 1 ? "opacity-0" : number < current ? "bg-saffron-600" : "bg-forest-900/15"}`} />
              </span>
              <span className={`sr-only text-xs leading-snug [overflow-wrap:anywhere] sm:not-sr-only sm:text-sm ${here ? "font-semibold text-forest-900" : "text-ink/75"}`}>
                <span className="sr-only">Step {number}: </span>
                {name}
                <span className="sr-only">{done ? " (completed)" : here ? " (current step)" : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's card: its heading ("Step 2 of 4: Nominee Details") and its content. */
export function StepCard({ id, number, total, title, children }: { id: string; number: number; total: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-6">
      <p className="eyebrow">
        Step {number} of {total}
      </p>
      <h2 id={id} tabIndex={-1} className="mt-1 font-display text-2xl text-forest-950 focus:outline-none">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** Back and Next (or the final action) under a step. */
export function StepButtons({
  onBack,
  onNext,
  nextLabel = "Next",
  busy = false,
  busyLabel = "Saving...",
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-forest-100 pt-5">
      {onBack ? (
        <button type="button" className="btn-secondary" onClick={onBack} disabled={busy}>
          Back
        </button>
      ) : (
        <span />
      )}
      <button type="button" className="btn-primary disabled:cursor-wait disabled:opacity-70" onClick={onNext} disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : nextLabel}
      </button>
    </div>
  );
}
