"use client";
import { useT } from "@pudding/i18n";
import { AccountIndicator } from "./AccountIndicator";
import "./messages";

/** The way back to the lobby from the account pages, and the signed-in indicator. */
export function HomeLink() {
  const t = useT("account");
  return (
    <div className="account-home">
      <a href="/">← {t("home")}</a>
      <AccountIndicator />
    </div>
  );
}
