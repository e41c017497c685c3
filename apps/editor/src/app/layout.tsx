import { tFor } from "@pudding/i18n";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { requestLocale } from "../i18n/locale";
import { EDITOR_APP_NS } from "../i18n/messages";
import { Providers } from "../i18n/Providers";
import "./globals.css";
import "@pudding/editor-kit/editor.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = tFor(await requestLocale(), EDITOR_APP_NS);
  return { title: t("meta.title"), description: t("meta.description") };
}
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await requestLocale();
  return (
    <html lang={locale}>
      <body>
        <Providers locale={locale}>{children}</Providers>
      </body>
    </html>
  );
}
