/**
 * The steps of a multi-step form (the application, the membership form, conveyance, claims, transfer) as an
 * ordered list in a labelled navigation landmark: completed steps ticked, the current one marked
 * aria-current="step". On narrow screens only the numbers show; the names stay readable to screen readers.
 */
/** What the list says to screen readers of each step (a translated page gives its own words). */
export interface StepIndicatorWords {
  step: (number: number) => string;
  completed: string;
  current: string;
}
const STEP_WORDS: StepIndicatorWords = {
  step: (number) => `Step ${number}: `,
  completed: " (completed)",
  current: " (current step)",
};

export function StepIndicator({
  label,
  steps,
  current,
  words = STEP_WORDS,
}: {
  label: string;
  steps: readonly string[];
  current: number;
  words?: StepIndicatorWords;
}) {
  return (
    <nav aria-label={label}>
      <ol className="grid gap-1 sm:gap-3" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((name, index) => {
          const number = index + 1;
          const done = number < current;
          const here = number === current;
          return (
            <li
              key={name}
              aria-current={here ? "step" : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span className="flex w-full items-center">
                <span
                  aria-hidden="true"
                  className={`h-0.5 flex-1 ${index === 0 ? "opacity-0" : number <= current ? "bg-saffron-600" : "bg-forest-900/15"}`}
                />
                <span
                  aria-hidden="true"
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2 ${
                    done
                      ? "bg-saffron-700 text-white ring-saffron-700"
                      : here
                        ? "bg-white text-saffron-700 ring-saffron-700"
                        : "bg-white text-ink/60 ring-forest-900/20"
                  }`}
                >
                  {done ? "✓" : number}
                </span>
                <span
                  aria-hidden="true"
                  className={`h-0.5 flex-1 ${index === steps.length - 1 ? "opacity-0" : number < current ? "bg-saffron-600" : "bg-forest-900/15"}`}
                />
              </span>
              <span
                className={`sr-only text-xs leading-snug [overflow-wrap:anywhere] sm:not-sr-only sm:text-sm ${here ? "font-semibold text-forest-900" : "text-ink/75"}`}
              >
                <span className="sr-only">{words.step(number)}</span>
                {name}
                <span className="sr-only">{done ? words.completed : here ? words.current : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
