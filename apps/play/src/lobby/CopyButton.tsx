"use client";
/** A "Copy" button beside a link's field (issue 30 §3.8); it says "Copied" or how to copy by hand. */
import { useT } from "@pudding/i18n";
import { useState } from "react";
import { type CopyState, copyText } from "../lib/copy";
import "../messages";

export function CopyButton({ text, testId, label }: { text: string; testId: string; label: string }) {
  const t = useT("play");
  const [state, setState] = useState<CopyState>("idle");
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        aria-label={label}
        onClick={() =>
          void copyText(text, typeof navigator === "undefined" ? undefined : navigator.clipboard).then(
            setState,
          )
        }
      >
        {state === "copied" ? t("lobby.copied") : t("lobby.copy")}
      </button>
      {state === "failed" ? (
        <span role="status" className="muted small">
          {t("lobby.copyFailed")}
        </span>
      ) : null}
    </>
  );
}
