import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { subscriptionMessages } from "../../../common/donor-page";

/** The service's answers the page says in its language (the `donor` catalogue's `messages`); others as they came. */
const SAID = [
  "notFound",
  "pledgeNotFound",
  "linkInvalid",
  "signInOrLink",
  "cannotPause",
  "cannotResume",
  "cannotCancel",
  "paused",
  "resumed",
  "cancelled",
  "gatewayFailed",
  "unavailable",
] as const satisfies readonly (keyof typeof subscriptionMessages)[];

/** The donor's page's texts: `t` (the `donor` namespace) and `say` for the service's answers. */
export function useDonorTexts() {
  const { t } = useTranslation("donor");
  const say = useCallback(
    (message: string) => {
      const key = SAID.find((k) => subscriptionMessages[k] === message);
      return key ? t(`messages.${key}`) : message;
    },
    [t],
  );
  return { t, say };
}
