"use client";
import dynamic from "next/dynamic";

/** The editor runs in the browser only (Konva, localStorage, file pickers). */
export const EditorShell = dynamic(() => import("./EditorApp").then((m) => m.EditorApp), {
  ssr: false,
  loading: () => <p className="loading">Loading the editor…</p>,
});
