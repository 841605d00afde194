import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { PropertyRecord } from "../../../common/catalog";
import type { ApiAnswer } from "../accounts/auth-api";
import { clearSession, sendJson, signInFor, uploadDocument } from "./api";

export interface UserDetails {
  name: string;
  email: string;
  role: string;
  is_kyc_done: boolean;
  is_family_details_done: boolean;
  is_payment_done: boolean;
  is_terms_agreed: boolean;
}

export interface RegistrationApi {
  /** A JSON call; on 401 the session is cleared, the member is sent to sign-in and the promise never settles. */
  call<T = unknown>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** An upload through /api/upload/upload-doc, with the same 401 handling. */
  upload(file: File): Promise<ApiAnswer<{ url: string; name: string }>>;
}

interface RegistrationContextValue extends RegistrationApi {
  propertyId: string;
  property: PropertyRecord;
  user: UserDetails;
}

const RegistrationContext = createContext<RegistrationContextValue | null>(null);

/** Calls that send the member to sign-in (and back here afterwards) when the session has ended (spec §6). */
export function useRegistrationApi(propertyId: string): RegistrationApi & { toSignIn: () => Promise<never> } {
  const navigate = useNavigate();
  return useMemo(() => {
    const toSignIn = async (): Promise<never> => {
      await clearSession();
      await navigate(signInFor(propertyId), { replace: true, defaultShouldRevalidate: true });
      return new Promise<never>(() => {});
    };
    return {
      toSignIn,
      async call<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) {
        const answer = await sendJson<T>(method, path, body);
        return answer.status === 401 ? toSignIn() : answer;
      },
      async upload(file: File) {
        const answer = await uploadDocument(file);
        return answer.status === 401 ? toSignIn() : answer;
      },
    };
  }, [navigate, propertyId]);
}

export function RegistrationProvider({ value, children }: { value: RegistrationContextValue; children: ReactNode }) {
  return <RegistrationContext.Provider value={value}>{children}</RegistrationContext.Provider>;
}

export function useRegistration(): RegistrationContextValue {
  const value = useContext(RegistrationContext);
  if (!value) throw new Error("useRegistration outside the registration page");
  return value;
}
