import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_TOPIC_LABELS,
  type EnquiryStatus,
  type EnquiryTopic,
} from "../../../../common/enquiries";

const tone: Record<EnquiryStatus, string> = {
  new: "bg-saffron-300 text-forest-950",
  answered: "bg-forest-100 text-forest-950",
  closed: "bg-cream-200 text-ink",
};

/** A question's status as a badge. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${tone[status]}`}>
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}

export const topicLabel = (topic: EnquiryTopic) => ENQUIRY_TOPIC_LABELS[topic];
