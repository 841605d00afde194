import { downloadUrl, type SignedMoa, type SignedMoaData } from "../../../../common/moa";
import { callApi, uploadFile } from "../../../lib/api";

/** Upload signature image: field `signature`, PNG or JPG; answers the file's address. */
export const uploadSignature = (file: File) => uploadFile("/api/upload/upload-signature", "signature", file);

/** Sign MOA: answers the signed PDF's address. */
export const signMoa = (signatureUrl: string) =>
  callApi<SignedMoa>("POST", "/api/moa/sign-moa", { signature_url: signatureUrl });

/** Download MOA: the signed PDF's address; 404 while unsigned. */
export const fetchSignedMoa = () => callApi<SignedMoaData>("GET", "/api/moa/signed-moa");

/** Starts the browser's download of a stored file (the server names it, as a PDF for the MOA). */
export function startDownload(url: string) {
  const link = document.createElement("a");
  link.href = downloadUrl(url);
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
