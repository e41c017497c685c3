"use client";
/** Loads the card editor in the browser only (it needs localStorage and the lab's Web Workers). */
import { useT } from "@pudding/i18n";
import dynamic from "next/dynamic";
import { CARDS_HOST_NS } from "./messages";

/** What shows while the card editor loads, in the reader's language. */
function Loading() {
  const t = useT(CARDS_HOST_NS);
  return <p className="loading">{t("loading")}</p>;
}

const CardsClient = dynamic(() => import("./CardsClient"), {
  ssr: false,
  loading: () => <Loading />,
});

export function CardsHost() {
  return <CardsClient />;
}
