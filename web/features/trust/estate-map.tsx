import type { LocationAsset } from "../../content/why-trust-us";
import maps from "./estate-maps.svg?url";

/**
 * The "embedded map frame" of an estate, drawn once in estate-maps.svg: a stylised map of the area (forest,
 * fields, river, roads) with a pin on the estate. No map service; the drawing is a cached file the page
 * uses by reference (two elements here instead of some 160 drawn inline), one image to assistive
 * technology, described by the content's map description.
 */
export function EstateMap({ location }: { location: LocationAsset }) {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-forest-900/10">
      <svg viewBox="0 0 400 260" role="img" aria-label={location.map.description} className="block h-auto w-full">
        <use href={`${maps}#${location.id}`} />
      </svg>
      <figcaption className="border-t border-forest-900/10 px-4 py-2.5 text-xs text-ink/80">
        {location.map.caption}
      </figcaption>
    </figure>
  );
}
