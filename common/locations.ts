/**
 * The club's locations: the one list every page and rule takes them from — the home search, /properties and its
 * sidebar, /property-list's destinations, the catalogue's locations (office and demo data), a villa's page. The
 * home search's three come first in the spec's order (public-site §4: Solan, Rishikesh, Amarkantak), then Raigarh
 * ("also Raigarh in some lists", §1). Texts of the specs that name places stay as the specs write them.
 *
 * - `value`: the search's location parameter (spec member-side §9 spells Raigarh's `rajgarh`; `raigarh` is
 *   accepted too).
 * - `views`: the views a home there can truly have (no club estate is by the sea).
 * - `home`: where a home there is, as a sentence ends ("Make … your home in the hills").
 */
/** The views a villa can have (the catalogue's filter and the office's choice); each location allows some of them. */
export const PROPERTY_VIEWS = ["Pool", "Garden", "Sea", "City"] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

export const CLUB_LOCATIONS = [
  {
    name: "Solan",
    value: "solan",
    aliases: [],
    region: "Himachal Pradesh",
    views: ["Pool", "Garden", "City"],
    home: "in the hills",
  },
  {
    name: "Rishikesh",
    value: "rishikesh",
    aliases: [],
    region: "Uttarakhand",
    views: ["Pool", "Garden", "City"],
    home: "by the Ganga",
  },
  {
    name: "Amarkantak",
    value: "amarkantak",
    aliases: [],
    region: "Madhya Pradesh",
    views: ["Pool", "Garden"],
    home: "in the sal forest",
  },
  {
    name: "Raigarh",
    value: "rajgarh",
    aliases: ["raigarh"],
    region: "Chhattisgarh",
    views: ["Pool", "Garden"],
    home: "among the fields",
  },
] as const satisfies readonly {
  name: string;
  value: string;
  aliases: readonly string[];
  region: string;
  views: readonly PropertyView[];
  home: string;
}[];

export type ClubLocation = (typeof CLUB_LOCATIONS)[number];
/** A location as the catalogue stores it: Solan, Rishikesh, Amarkantak, Raigarh. */
export type LocationName = ClubLocation["name"];
/** A location as the search's address names it. */
export type LocationValue = ClubLocation["value"];

/** The locations' names, in the list's order. */
export const LOCATION_NAMES = CLUB_LOCATIONS.map((l) => l.name) as unknown as readonly [
  LocationName,
  ...LocationName[],
];

/** The location a catalogue name or a search value (any case, an alias too) names, or null. */
export function clubLocation(nameOrValue: string): ClubLocation | null {
  const wanted = nameOrValue.trim().toLowerCase();
  return (
    CLUB_LOCATIONS.find(
      (l) => l.name.toLowerCase() === wanted || l.value === wanted || (l.aliases as readonly string[]).includes(wanted),
    ) ?? null
  );
}

/** "your home in the hills", "your home among the fields": where a home at a catalogue location is. */
export function yourHomeAt(location: string): string {
  const place = clubLocation(location);
  return place ? `your home ${place.home}` : `your home in ${location}`;
}

/** "Solan, Rishikesh, Amarkantak and Raigarh". */
export const LOCATIONS_IN_WORDS = `${LOCATION_NAMES.slice(0, -1).join(", ")} and ${LOCATION_NAMES[LOCATION_NAMES.length - 1]}`;
