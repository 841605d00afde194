import { createContext, useContext, type ReactNode } from "react";
import type { PropertyRecord } from "../../../common/catalogue-schemas";
import { callApi, toSignIn, type ApiAnswer } from "../../lib/api";
import { uploadDocument } from "./api";
import type { ApplicationData, ApplicationMember, ApplicationResult } from "./form-data";

export interface RegistrationApi {
  /** A JSON call; on 401 the session is cleared, the member is sent to sign-in and the promise never settles. */
  call<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** An upload through /api/upload/upload-doc, with the same 401 handling. */
  upload(file: File): Promise<ApiAnswer<{ url: string; name: string }>>;
}

interface RegistrationContextValue extends RegistrationApi {
  propertyId: string;
  property: PropertyRecord;
  user: ApplicationMember;
  /** The loader's data (revalidated after each saved step). */
  application: ApplicationData;
  /**
   * The answer to a form posted without JavaScript (rendered by the server), if any: each step's `useForm` takes it
   * as its `actionData` with its `intent` (the edit dialogs of step 5 do not).
   */
  posted: ApplicationResult | undefined;
}

const RegistrationContext = createContext<RegistrationContextValue | null>(null);

/** The application's browser calls (uploads with progress): the one client's (web/lib/api.ts), whose 401 sends the member to sign-in and back here. */
const registrationApi: RegistrationApi & { toSignIn: () => Promise<never> } = {
  toSignIn,
  call: callApi,
  upload: uploadDocument,
};

export function useRegistrationApi(): RegistrationApi & { toSignIn: () => Promise<never> } {
  return registrationApi;
}

export function RegistrationProvider({ value, children }: { value: RegistrationContextValue; children: ReactNode }) {
  return <RegistrationContext.Provider value={value}>{children}</RegistrationContext.Provider>;
}

export function useRegistration(): RegistrationContextValue {
  const value = useContext(RegistrationContext);
  if (!value) throw new Error("useRegistration outside the registration page");
  return value;
}
