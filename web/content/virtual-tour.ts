import { sceneKey } from "../../common/media";

/**
 * /virtual-tour (spec member-side §2 "Virtual tour", §3 Tour clip and Tour room, §4 Tour state).
 * The clips are short films made from the room artwork by scripts/tour-videos.sh, served from public/tour.
 */

export const intro = {
  eyebrow: "Virtual tour",
  title: "Walk through a villa",
  text: "Step inside one of our eco-designed villas before you visit: watch the rooms come alive, then explore every corner on the floor map.",
} as const;

/** Spec §3 Tour clip: id, name, thumbnail (a media key, also the poster), video (WebM VP9 and MP4 H.264). */
export interface TourClip {
  id: string;
  name: string;
  thumbnail: string;
  video: { webm: string; mp4: string };
}

const clip = (id: string, name: string, thumbnail: string): TourClip => ({
  id,
  name,
  thumbnail,
  video: { webm: `/tour/${id}.webm`, mp4: `/tour/${id}.mp4` },
});

export const tourClips: TourClip[] = [
  clip("gallery", "Gallery", "villas/vedanta-dusk"),
  clip("living-room", "Living Room", "rooms/living-1"),
  clip("kitchen", "Kitchen", "rooms/kitchen-1"),
  clip("bedroom", "Bedroom", "rooms/bedroom-1"),
  clip("bathroom", "Bathroom", "rooms/bath-1"),
];

/** Living Room plays first (spec §2). */
export const DEFAULT_CLIP_ID = "living-room";

export const videoSection = {
  eyebrow: "Tour videos",
  title: "Room by room",
  text: "Choose a room to watch. Each film is a slow look around, with the sound off until you turn it on.",
  clipsLabel: "Tour clips",
} as const;

/** Spec §3 Tour room: id, name, image, optional features (and the Living Area's description). */
export interface TourRoom {
  id: string;
  name: string;
  image: string;
  description?: string;
  features?: string[];
}

export const tourRooms: TourRoom[] = [
  { id: "kitchen", name: "Kitchen", image: "rooms/kitchen-1" },
  {
    id: "living-area",
    name: "Living Area",
    image: "rooms/living-1",
    description:
      "The heart of the villa: a bright living room with a wide window on the hills, a low seating corner for satsang with friends and room to unroll a mat for the evening practice.",
    features: [
      "Wide window facing the valley and the morning sun",
      "Clay-plastered walls that stay cool in summer and warm in winter",
      "Teak furniture and handwoven durries made in the hills",
      "A quiet corner for yoga and meditation",
      "Opens on to the entrance and the kitchen",
    ],
  },
  { id: "bedroom-1", name: "Bedroom 1", image: "rooms/bedroom-1" },
  { id: "entrance", name: "Entrance", image: sceneKey("tour-entrance") },
  { id: "bathroom-1", name: "Bathroom 1", image: "rooms/bath-1" },
  { id: "bedroom-2", name: "Bedroom 2", image: "rooms/bedroom-2" },
  { id: "walk-in-closet", name: "Walk-in Closet", image: sceneKey("tour-closet") },
  { id: "bathroom-2", name: "Bathroom 2", image: "rooms/bath-2" },
];

/** Living Area is shown first (spec §2). */
export const DEFAULT_ROOM_ID = "living-area";

export const imagesSection = {
  eyebrow: "Virtual images",
  title: "Explore every corner",
  text: "Pick a room from the pictures or straight from the floor map.",
  roomsLabel: "Rooms",
  floorMapLabel: "Floor map",
  /** Spec §9: sample size 900 sq ft. */
  floorMapCaption: "Floor map of a sample villa, 900 sq ft",
} as const;
