/** The countersign form's post (the page's action, agreements.server.ts): its intent and its fields. */
export const COUNTERSIGN_INTENT = "countersign";
/** The drawn signature's address, uploaded first through POST /api/upload/upload-signature (with the script). */
export const SIGNATURE_URL_FIELD = "signature_url";
/** The signature image posted in the form itself (without the script). */
export const SIGNATURE_FILE_FIELD = "signature";
