import { sceneKey } from "../../common/media";
import { seo, type PageMetaArgs } from "../content/site";
import { NoticePage } from "../features/content/notice-page";
import { ThankYouActions } from "../features/registration/thank-you-actions";

export const meta = (args: PageMetaArgs) =>
  seo({
    title: "Application submitted",
    description: "Thank you: your villa ownership application is complete.",
    noindex: true,
  }, args);

/** /registration-submit: the thank-you page after the final review (spec member-side §2). */
export default function RegistrationSubmit() {
  return (
    <NoticePage
      eyebrow="Application submitted"
      title="Thank you!"
      text="Your ownership application is complete. Your membership and access to your villa are being activated; the member dashboard shows your payments, documents and next steps."
      imageKey={sceneKey("himalaya-retreat")}
    >
      <ThankYouActions />
    </NoticePage>
  );
}
