import { sceneKey } from "../../common/media";

/**
 * /virtual-tour (spec member-side §2 "Virtual tour", §3 Tour clip and Tour room, §4 Tour state). Here what is the same
 * in every language; the clips' and rooms' names and the page's words are the `tour` catalogue's (clips and rooms by
 * their ids). The clips are short films made from the room artwork by scripts/tour-videos.sh, served from public/tour.
 */

/** Spec §3 Tour clip: id, name, thumbnail (a media key, also the poster), video (WebM VP9 and MP4 H.264). */
export interface TourClip {
  id: string;
  name: string;
  thumbnail: string;
  video: { webm: string; mp4: string };
}

const clip = (id: string, thumbnail: string) => ({
  id,
  thumbnail,
  video: { webm: `/tour/${id}.webm`, mp4: `/tour/${id}.mp4` },
});

export const tourClips = [
  clip("gallery", "villas/vedanta-dusk"),
  clip("living-room", "rooms/living-1"),
  clip("kitchen", "rooms/kitchen-1"),
  clip("bedroom", "rooms/bedroom-1"),
  clip("bathroom", "rooms/bath-1"),
];

/** Living Room plays first (spec §2). */
export const DEFAULT_CLIP_ID = "living-room";

/** Spec §3 Tour room: id, name, image, optional features (and the Living Area's description). */
export interface TourRoom {
  id: string;
  name: string;
  image: string;
  description?: string;
  features?: string[];
  /** Its name on the floor map, on two lines where it is long. */
  mapLines?: string[];
}

export const tourRooms = [
  { id: "kitchen", image: "rooms/kitchen-1" },
  { id: "living-area", image: "rooms/living-1" },
  { id: "bedroom-1", image: "rooms/bedroom-1" },
  { id: "entrance", image: sceneKey("tour-entrance") },
  { id: "bathroom-1", image: "rooms/bath-1" },
  { id: "bedroom-2", image: "rooms/bedroom-2" },
  { id: "walk-in-closet", image: sceneKey("tour-closet") },
  { id: "bathroom-2", image: "rooms/bath-2" },
];

/** Living Area is shown first (spec §2). */
export const DEFAULT_ROOM_ID = "living-area";
