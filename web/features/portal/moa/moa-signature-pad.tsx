/** The member's drawing of their signature on the MOA: the site's one signature pad (the office countersigns with it too). */
export { SignaturePad as MoaSignaturePad, type SignaturePadHandle } from "../../../components/signature-pad";
