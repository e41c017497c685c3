import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LanguagePicker } from "../i18n/LanguagePicker";
import { requestLocale } from "../i18n/locale";
import { Providers } from "../trpc/client";
import "./globals.css";

const META = {
  en: {
    title: "Pudding Lane — board games with the rules enforced",
    description: "Play The Great Fire of London 1666 in the browser: online seats, hot-seat, bots.",
  },
  it: {
    title: "Pudding Lane — giochi da tavolo con le regole rispettate",
    description:
      "Gioca a The Great Fire of London 1666 nel browser: posti online, a turno sullo stesso schermo, bot.",
  },
  pt: {
    title: "Pudding Lane — jogos de tabuleiro com as regras garantidas",
    description: "Jogue The Great Fire of London 1666 no navegador: lugares online, no mesmo ecrã, bots.",
  },
} as const;

export async function generateMetadata(): Promise<Metadata> {
  return META[await requestLocale()];
}
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await requestLocale();
  return (
    <html lang={locale}>
      <body>
        <Providers locale={locale}>
          {children}
          <LanguagePicker />
        </Providers>
      </body>
    </html>
  );
}
