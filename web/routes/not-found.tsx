import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorPanel } from "../components/error-panel";
import { metaT, type PageMatches } from "../lib/i18n";
import { messages } from "../../common/messages";

export function loader() {
  // the catch-all answers with a real 404 status
  throw data(messages.routeNotFound, { status: 404 });
}

export const meta = ({ matches }: { matches: PageMatches }) => {
  const t = metaT(matches, "common");
  return [{ title: t("errors.title", { title: t("errors.notFound"), name: t("site.name") }) }];
};

export default function NotFound() {
  const { t } = useTranslation();
  return <ErrorPanel title={t("errors.notFound")} detail={t("errors.nothingHere")} />;
}
