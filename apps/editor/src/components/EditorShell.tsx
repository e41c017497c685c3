"use client";
import { useT } from "@pudding/i18n";
import dynamic from "next/dynamic";
import { EDITOR_APP_NS } from "../i18n/messages";

function Loading() {
  return <p className="loading">{useT(EDITOR_APP_NS)("loading")}</p>;
}

/** The editor runs in the browser only (Konva, localStorage, file pickers). */
export const EditorShell = dynamic(() => import("./EditorApp").then((m) => m.EditorApp), {
  ssr: false,
  loading: Loading,
});
