"use client";
import { type Locale, LocaleProvider } from "@pudding/i18n";
import type { ReactNode } from "react";
import "@pudding/editor-kit/messages";
import "./messages";

/** Everything in the editor speaks the reader's language (picked on the server from the cookie). */
export function Providers({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
