import { useState } from "react";
import { ACTIVITY_CATEGORIES, activityName, type ActivityRecord } from "../../../common/activities";
import { useLanguage } from "../../lib/i18n";
import { useVillaTexts } from "./stay-texts";

/**
 * The activities selector of a villa's stay page: its estate's own activities (the location's list the office keeps;
 * decision 053), a category at a time, Moderate first; a category without any is not offered.
 */
export function ActivitiesSelector({ activities }: { activities: readonly ActivityRecord[] }) {
  const words = useVillaTexts();
  const language = useLanguage();
  const offered = ACTIVITY_CATEGORIES.filter((category) => activities.some((a) => a.category === category));
  const [chosen, setChosen] = useState(0);
  if (offered.length === 0) return <p className="text-ink/85">{words.noActivities}</p>;
  const category = offered[chosen] ?? offered[0];
  const { name, intro } = words.categories[category];
  return (
    <div>
      <div role="group" aria-label={words.activityLevel} className="flex flex-wrap gap-2">
        {offered.map((c, index) => (
          <button
            key={c}
            type="button"
            aria-pressed={index === chosen}
            onClick={() => setChosen(index)}
            className={`rounded-full px-5 py-2 text-sm font-semibold ring-1 transition-colors ${
              index === chosen
                ? "bg-forest-900 text-cream-50 ring-forest-900"
                : "bg-white text-forest-900 ring-forest-900/20 hover:bg-forest-100"
            }`}
          >
            {words.categories[c].name}
          </button>
        ))}
      </div>
      <p className="mt-4 text-ink/85">{intro}</p>
      <ul aria-label={words.activitiesOf(name)} className="mt-3 grid gap-2 sm:grid-cols-2">
        {activities
          .filter((a) => a.category === category)
          .map((a) => (
            <li
              key={a.name}
              className="flex items-start gap-2 rounded-xl bg-white px-4 py-3 text-sm font-medium text-forest-900 ring-1 ring-forest-900/10"
            >
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rotate-45 bg-saffron-500" />
              {activityName(a, language)}
            </li>
          ))}
      </ul>
    </div>
  );
}
