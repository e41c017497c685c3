/**
 * A player's table preference kept in this browser (localStorage), shared by every table of every
 * game: read once on mount (the server render uses the default), written on change, and followed
 * by every other use of it, in this page (a `pudding:preference` event) and in other tabs (`storage`).
 */
import { useCallback, useEffect, useState } from "react";

/** The localStorage key of colour-blind help, letters on colours ("on" | "off"; absent = off). */
export const COLOUR_MARKS_KEY = "pudding:colour-marks";

/** The localStorage key of "ask me to confirm board moves" ("on" | "off"; absent = on). */
export const CONFIRM_MOVES_KEY = "pudding:confirm-moves";

/** Other uses of a preference in this page hear of a change through this event. */
const HERE = "pudding:preference";

function read(key: string, fallback: boolean): boolean {
  try {
    const v = globalThis.localStorage?.getItem(key);
    return v === "on" ? true : v === "off" ? false : fallback;
  } catch {
    return fallback; // storage blocked (private mode, sandbox): the default holds
  }
}

/** An on/off preference stored under `key`. */
export function usePreference(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [value, setValue] = useState(fallback);
  useEffect(() => {
    setValue(read(key, fallback));
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setValue(read(key, fallback));
    };
    const onHere = (e: Event) => {
      if ((e as CustomEvent<string>).detail === key) setValue(read(key, fallback));
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(HERE, onHere);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(HERE, onHere);
    };
  }, [key, fallback]);
  const set = useCallback(
    (on: boolean) => {
      setValue(on);
      try {
        globalThis.localStorage?.setItem(key, on ? "on" : "off");
      } catch {
        // kept for this page only
      }
      window.dispatchEvent(new CustomEvent(HERE, { detail: key }));
    },
    [key],
  );
  return [value, set];
}
