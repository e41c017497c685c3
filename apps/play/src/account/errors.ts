"use client";
import type { useT } from "@pudding/i18n";

type TFunction = ReturnType<typeof useT>;

/** A better-auth refusal in the reader's words (the server words name refusals itself). */
export function refusal(
  t: TFunction,
  e: { code?: string; message?: string; status?: number } | null,
): string {
  if (!e) return t("error.generic");
  if (e.status === 429) return t("error.tooMany");
  switch (e.code) {
    case "NAME_REFUSED":
    case "COLOUR_REFUSED":
    case "LOCALE_REFUSED":
    case "CROSS_SITE":
      return e.message ?? t("error.generic");
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
      return t("error.credentials");
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return t("error.exists");
    case "PASSWORD_TOO_SHORT":
      return t("error.password");
    case "SESSION_EXPIRED":
      return t("error.fresh");
    default:
      if (
        e.code?.startsWith("ERROR_") ||
        /PASSKEY|AUTH_CANCELLED|REGISTRATION_CANCELLED|CHALLENGE/.test(e.code ?? "")
      )
        return t("error.passkey");
      return t("error.generic");
  }
}
