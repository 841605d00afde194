import { CLUB_CONTACT } from "../../common/club";

/**
 * The legal pages: privacy policy, terms of use, and the cancellation and refund policy. Plain
 * words for the club's visitors, members and guests. The stay cancellation rule is the one the bookings service
 * enforces (server/modules/bookings/stays.ts `cancelStay`: until the day before check-in, in the club's time).
 */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalPage {
  path: string;
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const contactLine = `Write to ${CLUB_CONTACT.email}, call ${CLUB_CONTACT.phone}, or write to the club office at ${CLUB_CONTACT.address}. You can also use the form on our Contact Us page.`;

export const privacyPolicy: LegalPage = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "What personal information the Vedanta Wellness Club keeps, why, how it is protected and what you can ask of us.",
  updated: "24 November 2026",
  intro: `${CLUB_CONTACT.name} ("the club", "we") is a registered trust in India that runs wellness estates in Solan, Rishikesh and Amarkantak. This policy explains what we know about you, why we keep it and how we look after it. It follows the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
  sections: [
    {
      heading: "What we keep",
      paragraphs: ["We keep only what we need to serve you:"],
      list: [
        "Your account: your name, e-mail address, phone number and a one-way hash of your password (we never know the password itself).",
        "For villa contributors (KYC): your date of birth, address, PAN and the identity document you upload (Aadhaar, passport, voter ID or driving licence), and the details of your family members you list.",
        "Bank details you give us for payouts and claims. Account numbers are encrypted before they are stored; the office sees only what it needs to make a payment.",
        "Your payment plan, receipts you upload, the agreement you sign (with your signature) and the documents we issue to you.",
        "Stays you book: the dates, the villa, and the guests' names; at check-in, the type and number of the primary guest's identity document.",
        "Donation pledges, newsletter subscriptions and the questions you send us through the contact form, with the replies we send.",
        "The network address of requests to our forms, kept to stop abuse, and a record of what the club's staff do with members' records (our audit log).",
      ],
    },
    {
      heading: "Why we keep it",
      paragraphs: [
        "To run your membership, contribution and stays; to meet the law's requirements for knowing who contributes to the trust (KYC) and for keeping accounts; to answer your questions; to send you the e-mails you expect (receipts, confirmations, reminders of instalments due); and, only if you subscribe, our newsletter.",
        "We do not sell your data, and we do not use it for advertising.",
      ],
    },
    {
      heading: "Who sees it",
      paragraphs: [
        "Only the club's staff whose work needs it: the accounts office sees payments, the front office sees identity documents, stays and your questions. Every time a staff member opens a member's stored document it is recorded. Our e-mail and storage providers process data on our behalf under contract. We share data with authorities only when the law requires it.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        'The site sets one cookie, and only when you sign in: a session cookie named "token" that keeps you signed in. It is sent only over a secure connection, cannot be read by scripts and is removed when you sign out (or when it expires). We use no advertising or tracking cookies and no third-party analytics.',
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Account and contribution records are kept while you are a member and afterwards for as long as Indian tax and trust law requires us to keep accounts (generally eight years). Questions sent through the contact form are kept for two years. Newsletter subscriptions end when you unsubscribe.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You may ask to see the data we hold about you, to correct it, or to erase what the law does not require us to keep. You may withdraw a consent you gave, such as the newsletter, at any time. We answer within 30 days.",
        contactLine,
      ],
    },
  ],
};

export const termsOfUse: LegalPage = {
  path: "/terms-of-use",
  title: "Terms of Use",
  description: "The terms for using the Vedanta Wellness Club's website, member accounts and bookings.",
  updated: "24 November 2026",
  intro: `These terms apply to everyone who uses the ${CLUB_CONTACT.name}'s website and its member portal. By using the site you accept them. If you do not, please do not use the site.`,
  sections: [
    {
      heading: "The club and its estates",
      paragraphs: [
        "The club is a registered trust in India offering yoga, Ayurveda, Vedic education and stays at its estates. Villas shown on the site are offered for contribution to members; a contribution is governed by the payment plan and the agreement (memorandum of agreement) that the member signs, which prevail over anything said on these pages.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "You must be 18 or older to open an account. Keep your password to yourself and tell us at once if you think someone else has used your account. The details you give us, especially for KYC, must be true and your own.",
      ],
    },
    {
      heading: "Stays",
      paragraphs: [
        "Stays are booked online and paid at the property. The primary guest must be 18 or older and show a passport, Aadhaar card or driving licence at check-in. Check-in is from 2 PM and check-out by 11 AM, in India time. A villa hosts the number of guests shown on its page. How to cancel is set out in our Cancellation and Refund Policy.",
      ],
    },
    {
      heading: "Membership and contributions",
      paragraphs: [
        "Membership fees, free stays and their limits are as described on the Membership page. The membership fee is generally non-refundable and membership is non-transferable. A villa contribution is paid in the steps of its payment plan; a villa is reserved for the member while the plan is live, and payments are recorded once the club's accounts office has verified them.",
      ],
    },
    {
      heading: "Using the site fairly",
      paragraphs: ["Please do not:"],
      list: [
        "try to reach another person's account, records or files;",
        "upload anything unlawful, harmful or that is not yours to share;",
        "send automated requests in bulk, or try to disrupt the site;",
        "copy the site's texts, photographs or artwork for commercial use without our written permission.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "We take care that the site is accurate and available, but it is provided as it is: prices, availability and descriptions may change, and the site may sometimes be unavailable. Practices such as yoga, Ayurvedic treatments and meditation support, and do not replace, medical care; please consult your doctor if you have a health condition.",
      ],
    },
    {
      heading: "Law and disputes",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute will be heard by the courts at Solan, Himachal Pradesh. We may update these terms; the date above shows the latest version.",
        contactLine,
      ],
    },
  ],
};

export const cancellationPolicy: LegalPage = {
  path: "/cancellation-and-refund-policy",
  title: "Cancellation and Refund Policy",
  description:
    "How to cancel a stay at the Vedanta Wellness Club, and what is refundable for stays, memberships, contributions and donations.",
  updated: "24 November 2026",
  intro:
    "We want changes of plan to be simple. This page explains what you can cancel, until when, and what happens to money paid.",
  sections: [
    {
      heading: "Stays",
      paragraphs: [
        "You can cancel a stay yourself from your dashboard until the day before your check-in day (India time). For example, a stay that begins on 12 March can be cancelled until 11:59 PM on 11 March. The nights become free for other guests at once and we e-mail you a note of the cancellation.",
        "From the check-in day onwards a stay can no longer be cancelled online: please call the club desk.",
        "Stays are paid at the property, not online, so a cancelled stay costs nothing and there is nothing to refund.",
      ],
    },
    {
      heading: "Membership",
      paragraphs: ["The membership fee is generally non-refundable, and membership is non-transferable."],
    },
    {
      heading: "Villa contributions",
      paragraphs: [
        "A villa contribution is paid in the steps of its payment plan and is governed by the agreement you sign. If you wish to stop a plan, write to the club office: the accounts office will explain what your agreement provides for the amounts already verified. A cancelled plan frees its villa for others.",
        "A payment receipt that the accounts office cannot match to a payment is sent back to you with the reason; nothing is counted until it is verified.",
      ],
    },
    {
      heading: "Donations",
      paragraphs: [
        "A donation pledge made on this site records your promise; no money is taken online. If you made a pledge by mistake, write to us and we will remove it.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [contactLine],
    },
  ],
};

export const legalPages = [privacyPolicy, termsOfUse, cancellationPolicy] as const;
