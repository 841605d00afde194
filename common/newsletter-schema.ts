import { z } from "zod";
import { newsletterMessages } from "./newsletter.ts";

export const newsletterInput = z.object({
  email: z
    .string({ message: newsletterMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, newsletterMessages.invalidEmail)
    .pipe(z.email({ message: newsletterMessages.invalidEmail })),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;
