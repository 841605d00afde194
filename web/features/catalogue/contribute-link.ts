import { signInPath } from "../../../common/sign-in-redirect";

/** Contribute now: to the application when signed in, else to sign-in with the way back. */
export function contributeHref(propertyId: string, signedIn: boolean): string {
  const registration = `/registration/${propertyId}`;
  return signedIn ? registration : signInPath(registration);
}
