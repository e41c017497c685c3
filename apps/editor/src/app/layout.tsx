import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import "@pudding/editor-kit/editor.css";

export const metadata: Metadata = {
  title: "Pudding Lane editor — maps and rules",
  description:
    "Trace, draw and correct a game's board on a canvas, validated live, published to the play server.",
};
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
