import { z } from "./zod.ts";
import { newsletterMessages } from "./newsletter.ts";
import { text } from "./text.ts";

export const newsletterInput = z.object({
  email: text("your e-mail address", { error: newsletterMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, newsletterMessages.invalidEmail)
    .pipe(z.email({ message: newsletterMessages.invalidEmail })),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;
