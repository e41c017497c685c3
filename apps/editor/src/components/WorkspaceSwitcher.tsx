"use client";
import { useT } from "@pudding/i18n";
import Link from "next/link";
import { LanguagePicker } from "../i18n/LanguagePicker";
import { EDITOR_APP_NS } from "../i18n/messages";

/** The brand, the switcher between the Map, Rules and Cards (The Brigade) workspaces, the language. */
export function WorkspaceSwitcher({ current }: { current: "map" | "rules" | "cards" }) {
  const t = useT(EDITOR_APP_NS);
  return (
    <>
      <strong className="brand">{t("brand")}</strong>
      <nav className="switcher" aria-label={t("workspace.label")}>
        <Link href="/" aria-current={current === "map" ? "page" : undefined}>
          {t("workspace.map")}
        </Link>
        <Link href="/rules" aria-current={current === "rules" ? "page" : undefined}>
          {t("workspace.rules")}
        </Link>
        <Link
          href="/cards"
          aria-current={current === "cards" ? "page" : undefined}
          title={t("workspace.cardsTitle")}
        >
          {t("workspace.cards")}
        </Link>
      </nav>
      <LanguagePicker />
    </>
  );
}
