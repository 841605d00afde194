import { z } from "./zod.ts";
import { text } from "./text.ts";
import { LOCATION_NAMES, type LocationName } from "./locations.ts";

/**
 * Each estate's own activities (decision 053): a list per location, in three categories, that content staff keep in
 * the office's catalogue (`/admin/catalogue/activities`); a villa's stay page offers its location's list.
 */
export const ACTIVITY_CATEGORIES = ["Moderate", "Adventure", "Extreme"] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** The most activities a location keeps. */
export const MAX_ACTIVITIES = 40;

export const activityMessages = {
  saved: (location: string) => `The activities of ${location} are saved.`,
  chooseLocation: "Choose a location from the list.",
  chooseCategory: "Choose Moderate, Adventure or Extreme.",
  name: "Name the activity.",
  nameLong: "Keep the activity's name within 120 characters.",
  tooMany: `A location keeps at most ${MAX_ACTIVITIES} activities.`,
  repeated: "An activity is listed twice in its category.",
} as const;
const m = activityMessages;

/** One activity: its category, its English name and its optional Hindi name. */
export const activityInput = z.object({
  category: z.enum(ACTIVITY_CATEGORIES, { error: m.chooseCategory }),
  name: text("the activity").trim().min(1, m.name).max(120, m.nameLong),
  name_hi: text("the Hindi name")
    .trim()
    .max(120, m.nameLong)
    .optional()
    .transform((v) => v || null),
});
export type ActivityInput = z.infer<typeof activityInput>;

/** PUT /api/admin/catalogue/activities/{location}: the location's whole list, in its order. */
export const activityListInput = z.object({
  activities: z
    .array(activityInput)
    .max(MAX_ACTIVITIES, m.tooMany)
    .refine(
      (list) => new Set(list.map((a) => `${a.category}:${a.name.toLowerCase()}`)).size === list.length,
      m.repeated,
    ),
});
export type ActivityListInput = z.infer<typeof activityListInput>;

export const activityRecord = z.object({
  category: z.enum(ACTIVITY_CATEGORIES),
  name: z.string(),
  name_hi: z.string().nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

/** The location a path names ("rishikesh", "Rishikesh"), or null. */
export const activityLocation = (value: string): LocationName | null =>
  LOCATION_NAMES.find((name) => name.toLowerCase() === value.trim().toLowerCase()) ?? null;

/** An activity in a language: its Hindi name on a Hindi page when the office gave one. */
export const activityName = (activity: Pick<ActivityRecord, "name" | "name_hi">, language: string) =>
  language === "hi" && activity.name_hi ? activity.name_hi : activity.name;

/** Empty rows the office's form offers after a location's activities, for new ones. */
export const NEW_ACTIVITY_ROWS = 4;

/**
 * The office's form of a location's activities as the API's body: rows `category.<n>`, `name.<n>`, `name_hi.<n>` in
 * order; a row without a name is left out (clearing a name removes the activity).
 */
export function activityListFromForm(values: Readonly<Record<string, string>>): {
  activities: { category: string; name: string; name_hi: string }[];
} {
  const rows = Object.keys(values)
    .map((key) => /^name\.(\d+)$/.exec(key)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    activities: rows
      .filter((n) => (values[`name.${n}`] ?? "").trim() !== "")
      .map((n) => ({
        category: values[`category.${n}`] ?? "",
        name: values[`name.${n}`] ?? "",
        name_hi: values[`name_hi.${n}`] ?? "",
      })),
  };
}
