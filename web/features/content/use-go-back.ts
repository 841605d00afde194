import { useNavigate } from "react-router";

/**
 * "Go Back": one step back in the browser history, or the home page when there is nowhere to go
 * back to — the page was opened directly (typed, bookmarked, a new tab: no referrer), or the back
 * step did not leave the page.
 */
export function useGoBack(fallback = "/") {
  const navigate = useNavigate();
  return () => {
    // React Router numbers the entries it created; above 0 there is an earlier page of this site
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      navigate(-1);
      return;
    }
    // a full page load from another page (ours or another site) leaves a referrer
    if (document.referrer && window.history.length > 1) {
      const here = window.location.href;
      window.history.back();
      window.setTimeout(() => {
        if (window.location.href === here) navigate(fallback);
      }, 400);
      return;
    }
    navigate(fallback);
  };
}
