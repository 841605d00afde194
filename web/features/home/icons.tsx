import { SpriteIcon } from "../../components/sprite-icon";

/** Small line icons of the home page (decorative: always aria-hidden), drawn from the site's icon sprite. */
type IconProps = { className?: string };

export const PinIcon = (p: IconProps) => <SpriteIcon name="pin" {...p} />;
export const CalendarIcon = (p: IconProps) => <SpriteIcon name="calendar" {...p} />;
export const BedIcon = (p: IconProps) => <SpriteIcon name="bed" {...p} />;
export const GuestsIcon = (p: IconProps) => <SpriteIcon name="guests" {...p} />;
export const PlusIcon = (p: IconProps) => <SpriteIcon name="plus" {...p} />;
export const ChevronLeftIcon = (p: IconProps) => <SpriteIcon name="chevron-left" {...p} />;
export const ChevronRightIcon = (p: IconProps) => <SpriteIcon name="chevron-right" {...p} />;
export const PauseIcon = (p: IconProps) => <SpriteIcon name="pause" {...p} />;
export const PlayIcon = (p: IconProps) => <SpriteIcon name="play" {...p} />;
export const CheckIcon = (p: IconProps) => <SpriteIcon name="check" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <SpriteIcon name="arrow-right" {...p} />;
export const LeafIcon = (p: IconProps) => <SpriteIcon name="leaf" {...p} />;
export const QuoteIcon = ({ className = "h-8 w-8" }: IconProps) => <SpriteIcon name="quote" className={className} />;
