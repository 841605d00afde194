import { signInPath } from "../../../common/sign-in-redirect";

/** Contribute now: to the application when signed in, else to sign-in with the way back (spec public-site §2). */
export function contributeHref(propertyId: string, signedIn: boolean): string {
  const registration = `/registration/${propertyId}`;
  return signedIn ? registration : signInPath(registration);
}
