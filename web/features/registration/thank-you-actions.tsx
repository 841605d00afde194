import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { registrationMessages as m } from "../../../common/registration";

/** The two ways on from the thank-you page, each announced with a toast (spec §2). */
export function ThankYouActions() {
  const navigate = useNavigate();
  const go = (path: string, message: string) => {
    toast.success(message);
    void navigate(path);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button type="button" className="btn-primary" onClick={() => go("/dashboard", m.redirectingToDashboard)}>
        Go to Dashboard
      </button>
      <button type="button" className="btn-secondary" onClick={() => go("/", m.redirectingToHomepage)}>
        Go to Homepage
      </button>
    </div>
  );
}
