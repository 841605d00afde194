import { useState, type ChangeEvent, type DragEvent } from "react";
import toast from "../../lib/toast";
import { registrationMessages as m } from "../../../common/registration";
import { messageOr } from "../../lib/api";
import { ErrorBox } from "./fields";
import { RECEIPT_ACCEPT, receiptProblem } from "./file-checks";
import { RECEIPT_FIELD } from "../../../common/registration-form";
import { useRegistration } from "./registration-context";
import { useApplicationTexts } from "./application-texts";

export interface UploadedReceipt {
  url: string;
  name: string;
}

/**
 * A payment receipt: dropped on the zone or chosen with Browse, checked (JPG, PNG or PDF, at most 5 MB),
 * then uploaded at once. Problems show in a red box.
 */
export function ReceiptPicker({
  id,
  label,
  receipt,
  onChange,
  successMessage,
  describedBy,
}: {
  id: string;
  label: string;
  receipt: UploadedReceipt | null;
  onChange: (receipt: UploadedReceipt | null) => void;
  /** The toast once uploaded (in English, as common/ words it: said in the page's language). */
  successMessage: string;
  describedBy?: string;
}) {
  const { upload } = useRegistration();
  const { t, say } = useApplicationTexts();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState("");
  /** The failure was read out by a toast already. */
  const [announced, setAnnounced] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (!file || uploading) return;
    setError("");
    setAnnounced(false);
    const problem = receiptProblem(file);
    if (problem) {
      setError(problem);
      onChange(null);
      return;
    }
    setUploading(true);
    try {
      const answer = await upload(file);
      if (!answer.ok || !answer.data) {
        // the server's words when it gave them (a renamed .exe: "Please upload a JPG, PNG, or PDF file"), spec §8
        const message = messageOr(answer, m.uploadFailed);
        setError(message);
        setAnnounced(true);
        toast.error(say(message));
        onChange(null);
        return;
      }
      onChange({ url: answer.data.url, name: file.name });
      toast.success(say(successMessage));
    } catch {
      setError(m.uploadFailed);
      setAnnounced(true);
      toast.error(say(m.uploadFailed));
      onChange(null);
    } finally {
      setUploading(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    void take(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files?.[0]);
  }

  const status = uploading
    ? t("receipt.uploading")
    : receipt
      ? t("receipt.uploaded", { name: receipt.name })
      : t("receipt.none");
  return (
    <div className="space-y-3">
      <p id={`${id}-label`} className="text-sm font-semibold text-forest-900">
        {label}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors ${dragging ? "border-saffron-600 bg-cream-100" : "border-forest-500/50 bg-white"}`}
      >
        <p className="text-sm text-ink/85">{t("receipt.dropHere")}</p>
        {/* with JavaScript the receipt is uploaded at once and its address posted; without it the file goes with the form */}
        <input type="hidden" name="payment_receipt_url" value={receipt?.url ?? ""} />
        <input
          id={id}
          name={RECEIPT_FIELD}
          type="file"
          accept={RECEIPT_ACCEPT}
          onChange={choose}
          disabled={uploading}
          aria-labelledby={`${id}-label ${id}-browse`}
          aria-describedby={[`${id}-status`, describedBy].filter(Boolean).join(" ")}
          className="peer sr-only"
        />
        <label
          id={`${id}-browse`}
          htmlFor={id}
          className="btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus-ring peer-disabled:cursor-wait peer-disabled:opacity-70"
        >
          {t("receipt.browse")}
        </label>
        <p className="text-xs text-ink/75">{t("receipt.kinds")}</p>
        <p id={`${id}-status`} role="status" className="text-sm font-medium text-forest-900 [overflow-wrap:anywhere]">
          {status}
        </p>
        {receipt && !uploading && (
          <a
            href={receipt.url}
            target="_blank"
            rel="noreferrer"
            className="text-sm font-semibold text-saffron-700 underline underline-offset-4"
          >
            {t("receipt.view")}
          </a>
        )}
      </div>
      {error && <ErrorBox announce={!announced}>{say(error)}</ErrorBox>}
    </div>
  );
}
