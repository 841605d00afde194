import { ErrorBox } from "../../../components/form-fields";
import { usePortalTexts } from "./portal-texts";

/** The loading line of a portal tab whose data is on its way, or its load error with a Retry button. */
export function LoadState({
  loading,
  error,
  loadingText,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  loadingText: string;
  onRetry: () => void;
}) {
  const { t } = usePortalTexts();
  if (loading) {
    return (
      <p role="status" className="text-sm text-ink/80">
        {loadingText}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className="flex flex-col items-start gap-3">
      <ErrorBox>{error}</ErrorBox>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t("shared.tryAgain")}
      </button>
    </div>
  );
}
