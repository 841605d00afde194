import { SpriteIcon } from "../../components/sprite-icon";
import type { SocialNetwork } from "../../content/why-trust-us";

/** Small line icons of the trust page, drawn from the site's icon sprite; decorative, the text beside them names the action. */
type IconProps = { className?: string };

export const EyeIcon = ({ className = "h-4 w-4" }: IconProps) => <SpriteIcon name="eye" className={className} />;
export const DownloadIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <SpriteIcon name="download" className={className} />
);
export const DocumentIcon = ({ className = "h-5 w-5" }: IconProps) => (
  <SpriteIcon name="document" className={className} />
);
export const CertificateIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <SpriteIcon name="certificate" className={className} />
);
export const PinIcon = ({ className = "h-4 w-4" }: IconProps) => <SpriteIcon name="estate-pin" className={className} />;

export function SocialIcon({ network, className = "h-5 w-5" }: { network: SocialNetwork; className?: string }) {
  return <SpriteIcon name={network} className={className} />;
}
