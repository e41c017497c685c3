"use client";
/** Loads the card editor in the browser only (it needs localStorage and the lab's Web Workers). */
import dynamic from "next/dynamic";

const CardsClient = dynamic(() => import("./CardsClient"), {
  ssr: false,
  loading: () => <p className="loading">Loading the card editor…</p>,
});

export function CardsHost() {
  return <CardsClient />;
}
