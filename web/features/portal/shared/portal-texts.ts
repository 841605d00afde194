import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { authMessages } from "../../../../common/auth-messages";
import { identityDocumentMessages } from "../../../../common/identity-documents";
import { messages as siteMessages } from "../../../../common/messages";
import { portalMessages } from "../../../../common/portal";
import { useLanguage } from "../../../lib/i18n";
import type portalCatalogue from "../../../locales/en/portal.json";

/*
 * The words of the portal's frame, of its dashboard, documents, MOA, lease and bookings tabs and of the parts in
 * shared/ are in the `portal` catalogues (web/locales/<language>/portal.json), sent by the dashboard's loader. The
 * messages the tabs show come from the server (and from the shared schemas the page checks with first) in English,
 * as the specs word them: the page says each one it knows in its own language, and any other as it came. Each area
 * lists the messages it can meet beside its code (`<area>-messages.ts`), so the frame's code carries only its own;
 * their English is held to the catalogue's `messages` by web/locales/catalogues.test.ts.
 */

/** A message's key in the catalogue's `messages`. */
export type PortalMessageKey = keyof (typeof portalCatalogue)["messages"];
/** The messages with parts of their own, and those parts (their texts' variables). */
interface PatternedValues {
  gstinState: { code: string; state: string };
}
export type PatternedMessageKey = keyof PatternedValues;

/**
 * The messages an area translates: each English text as it arrives, by its catalogue key; and those with a part of
 * their own (a GSTIN's state), by the pattern of their English and how its parts become the text's variables.
 */
export interface AreaMessages {
  known: Partial<Record<Exclude<PortalMessageKey, PatternedMessageKey>, string>>;
  patterns?: {
    [K in PatternedMessageKey]?: { pattern: RegExp; values: (match: RegExpExecArray) => PatternedValues[K] };
  };
}

/** The messages of the frame and of every portal form: the spec's toasts (§8), the portal's own, the site's answers. */
export const PORTAL_MESSAGES = {
  known: {
    unknownForm: portalMessages.unknownForm,
    unableToDeterminePropertyDetails: portalMessages.unableToDeterminePropertyDetails,
    failedToProcessSignature: portalMessages.failedToProcessSignature,
    failedToDownloadMoa: portalMessages.failedToDownloadMoa,
    completePaymentForMoa: portalMessages.completePaymentForMoa,
    completePayment: portalMessages.completePayment,
    propertyInformationNotFound: portalMessages.propertyInformationNotFound,
    noProperty: portalMessages.noProperty,
    moaSigned: portalMessages.moaSigned,
    moaAlreadySigned: portalMessages.moaAlreadySigned,
    moaNotSigned: portalMessages.moaNotSigned,
    somethingWentWrong: authMessages.somethingWentWrong,
    identityReturned: identityDocumentMessages.returnedNotice,
    identityReturnedHint: identityDocumentMessages.returnedHint,
    identityFixLink: identityDocumentMessages.fixLink,
    invalidRequest: siteMessages.invalidRequestForMember,
    internalError: siteMessages.internalError,
    storageFull: siteMessages.storageFull,
    serviceUnavailable: siteMessages.serviceUnavailable,
    busy: siteMessages.busy,
  },
} as const satisfies AreaMessages;

type KnownKey = Exclude<PortalMessageKey, PatternedMessageKey>;
/** Each list's English texts to their keys, made once per list. */
const keysOf = new WeakMap<AreaMessages["known"], Map<string, KnownKey>>();
function keyIn(messages: AreaMessages, text: string): KnownKey | undefined {
  let keys = keysOf.get(messages.known);
  if (!keys) {
    keys = new Map(Object.entries(messages.known).map(([key, english]) => [english, key as KnownKey]));
    keysOf.set(messages.known, keys);
  }
  return keys.get(text);
}

/**
 * The portal's texts in the page's language: `t` (the `portal` namespace); `say`, which gives a message the area
 * (`area`) or the frame knows in the page's language and any other as it came; and the language for money and dates
 * (common/format.ts).
 */
export function usePortalTexts(area?: AreaMessages) {
  const { t } = useTranslation("portal");
  const language = useLanguage();
  const say = useCallback(
    (message: string) => {
      const lists: AreaMessages[] = area ? [area, PORTAL_MESSAGES] : [PORTAL_MESSAGES];
      for (const messages of lists) {
        const key = keyIn(messages, message);
        if (key) return t(`messages.${key}`);
        // the messages with parts of their own (one so far), each by its key
        const gstinState = messages.patterns?.gstinState;
        const gstinMatch = gstinState?.pattern.exec(message);
        if (gstinState && gstinMatch) return t("messages.gstinState", gstinState.values(gstinMatch));
      }
      return message;
    },
    [t, area],
  );
  return { t, say, language };
}
