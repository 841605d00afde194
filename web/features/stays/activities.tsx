import { useState } from "react";
import { useVillaTexts } from "./stay-texts";

/** The activities selector of a villa's stay page: a category at a time, Moderate first. */
export function ActivitiesSelector() {
  const words = useVillaTexts();
  const [chosen, setChosen] = useState(0);
  const category = words.categories[chosen] ?? words.categories[0];
  return (
    <div>
      <div role="group" aria-label={words.activityLevel} className="flex flex-wrap gap-2">
        {words.categories.map((c, index) => (
          <button
            key={c.name}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className={`rounded-full px-5 py-2 text-sm font-semibold ring-1 transition-colors ${
              index === chosen
                ? "bg-forest-900 text-cream-50 ring-forest-900"
                : "bg-white text-forest-900 ring-forest-900/20 hover:bg-forest-100"
            }`}
          >
            {c.name}
          </button>
        ))}
      </div>
      <p className="mt-4 text-ink/85">{category.intro}</p>
      <ul aria-label={words.activitiesOf(category.name)} className="mt-3 grid gap-2 sm:grid-cols-2">
        {category.activities.map((a) => (
          <li
            key={a}
            className="flex items-start gap-2 rounded-xl bg-white px-4 py-3 text-sm font-medium text-forest-900 ring-1 ring-forest-900/10"
          >
            <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rotate-45 bg-saffron-500" />
            {a}
          </li>
        ))}
      </ul>
    </div>
  );
}
