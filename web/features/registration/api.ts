import { uploadFile, type ApiAnswer } from "../../lib/api";

/** POST /api/upload/upload-doc (multipart, field `document`): the stored file's `/files/{id}` address. */
export async function uploadDocument(file: File): Promise<ApiAnswer<{ url: string; name: string }>> {
  const answer = await uploadFile("/api/upload/upload-doc", "document", file);
  const url = typeof answer.data?.url === "string" ? answer.data.url : typeof answer.body?.url === "string" ? answer.body.url : "";
  const ok = answer.ok && url !== "";
  return {
    ok,
    status: answer.status,
    message: answer.message,
    data: ok ? { url, name: typeof answer.data?.name === "string" ? answer.data.name : file.name } : null,
  };
}

export const registrationPaths = {
  userDetails: "/api/auth/user-details",
  property: (id: string) => `/api/property/getPropertyDetails?id=${encodeURIComponent(id)}`,
  qualifications: "/api/qualification/qualifications",
  occupations: "/api/occupation/occupations",
  idTypes: "/api/docs/verification-docs",
  kyc: "/api/registration/getKyc",
  submitKyc: (propertyId: string) => `/api/registration/kyc/${encodeURIComponent(propertyId)}`,
  family: "/api/registration/familyMember",
  payment: (propertyId: string) => `/api/payment-details/${encodeURIComponent(propertyId)}`,
  paymentStep: (propertyId: string, step: number) => `/api/payment-details/${encodeURIComponent(propertyId)}/step/${step}`,
  finalReview: (propertyId: string) => `/api/finalReview/${encodeURIComponent(propertyId)}`,
} as const;
