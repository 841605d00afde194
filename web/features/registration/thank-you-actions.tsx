import type { MouseEvent } from "react";
import toast from "../../lib/toast";
import { useNavigate } from "react-router";
import { registrationMessages as m } from "../../../common/registration";
import { useApplicationTexts } from "./application-texts";

/** The two ways on from the thank-you page, each announced with a toast; plain GET forms without JavaScript. */
export function ThankYouActions() {
  const navigate = useNavigate();
  const { t, say } = useApplicationTexts();
  const go = (event: MouseEvent<HTMLButtonElement>, path: string, message: string) => {
    event.preventDefault();
    toast.success(say(message));
    void navigate(path);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <form action="/dashboard" method="get" className="contents">
        <button
          type="submit"
          className="btn-primary"
          onClick={(event) => go(event, "/dashboard", m.redirectingToDashboard)}
        >
          {t("submitted.toDashboard")}
        </button>
      </form>
      <form action="/" method="get" className="contents">
        <button type="submit" className="btn-secondary" onClick={(event) => go(event, "/", m.redirectingToHomepage)}>
          {t("submitted.toHome")}
        </button>
      </form>
    </div>
  );
}
