import { sceneKey } from "../../common/media";

/**
 * The pictures beside the account forms (/sign-in, /sign-up, /forgot-password). Their words, and every other word
 * of those pages, are in the `accounts` catalogues (web/locales/<language>/accounts.json, under `aside.<name>`); the
 * messages the specs word (toasts) are in common/auth-messages.ts, shared with the server.
 */
export const ACCOUNT_ASIDES = {
  retreat: sceneKey("himalaya-retreat"),
  villa: "types/vedantavillas",
  hall: sceneKey("meditation-hall"),
} as const;

/** The picture beside an account form, and the key of its words in the catalogue. */
export type AccountAside = keyof typeof ACCOUNT_ASIDES;
