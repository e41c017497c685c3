"use client";
/** Loads the Rules workspace in the browser only (it needs Web Workers and localStorage). */
import dynamic from "next/dynamic";

const RulesClient = dynamic(() => import("./RulesClient"), {
  ssr: false,
  loading: () => <p className="loading">Loading the Rules workspace…</p>,
});

export function RulesHost() {
  return <RulesClient />;
}
