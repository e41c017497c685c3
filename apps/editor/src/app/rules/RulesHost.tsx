"use client";
/** Loads the Rules workspace in the browser only (it needs Web Workers and localStorage). */
import { useT } from "@pudding/i18n";
import { RULES_UI_NS } from "@pudding/rules-ui/messages";
import dynamic from "next/dynamic";

/** The placeholder while the workspace loads, in the reader's language. */
function Loading() {
  const t = useT(RULES_UI_NS);
  return <p className="loading">{t("host.loading")}</p>;
}

const RulesClient = dynamic(() => import("./RulesClient"), {
  ssr: false,
  loading: () => <Loading />,
});

export function RulesHost() {
  return <RulesClient />;
}
