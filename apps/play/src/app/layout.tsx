import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "../trpc/client";
import "./globals.css";

export const metadata: Metadata = {
  title: "Pudding Lane — board games with the rules enforced",
  description: "Play The Great Fire of London 1666 in the browser: online seats, hot-seat, bots.",
};
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
