import { z } from "./zod.ts";
import { listLimit, listPage, listSearch } from "./office-lists.ts";

/**
 * The media library (spec member-side "Upload utility (cloudinary/upload)"): staff upload video,
 * audio and images (GIF too) and get a public address under /media/library/ to use on the site. Media is public by
 * design, unlike members' files: served to anyone, cached for a year. A file's type is read from its content.
 */

/** The page of the uploader and the library (the spec's route). */
export const MEDIA_LIBRARY_PATH = "/cloudinary/upload";

/** At most 200 MB a file (the API, streamed to storage). */
export const MEDIA_MAX_BYTES = 200 * 1024 * 1024;

export const MEDIA_KINDS = ["image", "video", "audio"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: "Image", video: "Video", audio: "Audio" };

/**
 * The types the library takes, as read from a file's first bytes (file-type's names): each with the extension of its
 * address and the Content-Type it is served with. Nothing else: no SVG or HTML (they could run script on the site).
 */
export const MEDIA_TYPES = [
  { detected: "image/jpeg", ext: "jpg", type: "image/jpeg", kind: "image" },
  { detected: "image/png", ext: "png", type: "image/png", kind: "image" },
  { detected: "image/apng", ext: "apng", type: "image/apng", kind: "image" },
  { detected: "image/gif", ext: "gif", type: "image/gif", kind: "image" },
  { detected: "image/webp", ext: "webp", type: "image/webp", kind: "image" },
  { detected: "image/avif", ext: "avif", type: "image/avif", kind: "image" },
  { detected: "image/bmp", ext: "bmp", type: "image/bmp", kind: "image" },
  { detected: "video/mp4", ext: "mp4", type: "video/mp4", kind: "video" },
  { detected: "video/x-m4v", ext: "m4v", type: "video/x-m4v", kind: "video" },
  { detected: "video/webm", ext: "webm", type: "video/webm", kind: "video" },
  { detected: "video/quicktime", ext: "mov", type: "video/quicktime", kind: "video" },
  { detected: "video/ogg", ext: "ogv", type: "video/ogg", kind: "video" },
  { detected: "video/matroska", ext: "mkv", type: "video/x-matroska", kind: "video" },
  { detected: "video/mpeg", ext: "mpg", type: "video/mpeg", kind: "video" },
  { detected: "video/3gpp", ext: "3gp", type: "video/3gpp", kind: "video" },
  { detected: "video/vnd.avi", ext: "avi", type: "video/x-msvideo", kind: "video" },
  { detected: "audio/mpeg", ext: "mp3", type: "audio/mpeg", kind: "audio" },
  { detected: "audio/wav", ext: "wav", type: "audio/wav", kind: "audio" },
  { detected: "audio/ogg", ext: "oga", type: "audio/ogg", kind: "audio" },
  { detected: "audio/ogg; codecs=opus", ext: "opus", type: "audio/ogg", kind: "audio" },
  { detected: "audio/flac", ext: "flac", type: "audio/flac", kind: "audio" },
  { detected: "audio/aac", ext: "aac", type: "audio/aac", kind: "audio" },
  { detected: "audio/mp4", ext: "m4a", type: "audio/mp4", kind: "audio" },
  { detected: "audio/x-m4a", ext: "m4a", type: "audio/mp4", kind: "audio" },
  { detected: "audio/aiff", ext: "aiff", type: "audio/aiff", kind: "audio" },
] as const satisfies readonly { detected: string; ext: string; type: string; kind: MediaKind }[];
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The library's entry for a type read from a file's content, or undefined when the library does not take it. */
export const mediaTypeOf = (detected: string | undefined) => MEDIA_TYPES.find((t) => t.detected === detected);

/** The Content-Type a public media address is served with, by its extension; undefined when unknown. */
export const mediaContentTypeOf = (ext: string) => MEDIA_TYPES.find((t) => t.ext === ext.toLowerCase())?.type;

/** What the file input offers (the server checks the content all the same). */
export const MEDIA_ACCEPT = "video/*,audio/*,image/*";

export const MEDIA_PAGE_SIZE = 20;
export const MEDIA_MAX_PAGE_SIZE = 50;

export const mediaMessages = {
  /** The spec's words when an upload fails (member-side "Upload utility"). */
  uploadFailed: "Upload failed. Please try again.",
  uploaded: "Media uploaded",
  list: "Media library",
  deleted: "Media deleted",
  none: "No media yet. Upload a video, audio file or image above.",
  noMatch: "No media match",
  notFound: "We could not find that media file.",
  noFile: "Choose a video, audio file or image to upload.",
  oneFileOnly: "Upload one file at a time.",
  emptyFile: "The file is empty.",
  type: "Upload a video, audio file or image (GIF too). This file is none of them.",
  tooLarge: "The file is larger than 200 MB. Upload a smaller one.",
  loadFailed: "The media library could not be loaded. Please try again.",
  invalidFilter: "Choose image, video or audio.",
  copied: "Copied",
  copyFailed: "Could not copy. Select the address and copy it.",
} as const;

/** GET /api/admin/media: a page of the library, newest first; search by the file's name, filter by kind. */
export const mediaSearchQuery = z.object({
  page: listPage,
  limit: listLimit(MEDIA_PAGE_SIZE, MEDIA_MAX_PAGE_SIZE),
  q: listSearch,
  kind: z.enum(MEDIA_KINDS, { error: mediaMessages.invalidFilter }).optional(),
});
export type MediaSearchQuery = z.infer<typeof mediaSearchQuery>;

export const mediaRecord = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(MEDIA_KINDS),
  content_type: z.string(),
  size: z.number().int(),
  /** Its public address, absolute (at PUBLIC_URL). */
  url: z.string(),
  created_at: z.string(),
});
export type MediaRecord = z.infer<typeof mediaRecord>;

export const mediaList = z.object({
  items: z.array(mediaRecord),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type MediaList = z.infer<typeof mediaList>;

/** A size as people read it: "512 KB", "3.4 MB". */
export function mediaSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
