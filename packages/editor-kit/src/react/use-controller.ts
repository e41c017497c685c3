/** React's view of an `EditorController`: re-renders on every change. */
import { useSyncExternalStore } from "react";
import type { EditorController } from "../controller.js";

/** Subscribes the component to the controller; returns the controller's version. */
export function useController(ctl: EditorController): number {
  return useSyncExternalStore(ctl.subscribe, ctl.getVersion, ctl.getVersion);
}
