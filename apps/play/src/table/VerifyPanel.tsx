"use client";
/**
 * "Verify this game" on the end screen (issue 26 §1, provably fair): shows the commitment the table
 * showed from the start, fetches the finished game's export (its seed now revealed) and replays it in
 * the browser with the engine's check (`verify.ts`, the same as `pudding verify`), then says in words
 * whether every shuffle, draw and roll followed from the committed seed. The export can be downloaded
 * for `pudding verify`.
 */
import type { FairGameFile } from "@pudding/engine";
import { useLocale, useT } from "@pudding/i18n";
import { useState } from "react";
import "../messages";
import { useTRPCClient } from "../trpc/client";
import { verdictText, verifyExport } from "./verify";

/** The panel: `commitment` is the one this table showed from the start. */
export function VerifyPanel({
  gameId,
  game,
  token,
  commitment,
}: {
  gameId: string;
  game: string;
  token?: string;
  commitment: string;
}) {
  const t = useT("play");
  const locale = useLocale();
  const client = useTRPCClient();
  const [text, setText] = useState<{ ok: boolean; words: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<FairGameFile | null>(null);
  const verify = async () => {
    setBusy(true);
    try {
      const exported = (await client.games.export.query({ gameId, token })) as FairGameFile;
      const module = (await import("@pudding/games")).gameById(game);
      if (!module) throw new Error(t("table.unknownGame", { game }));
      const v = verifyExport(module, exported, commitment);
      setFile(exported);
      setText({ ok: v.ok, words: verdictText(v, commitment, locale) });
    } catch (e) {
      setText({ ok: false, words: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="verify" data-testid="verify-panel">
      <span className="muted" title={commitment}>
        {t("verify.shownAt", { commitment: `${commitment.slice(0, 16)}…` })}
      </span>
      <button type="button" disabled={busy} onClick={() => void verify()}>
        {t("verify.button")}
      </button>
      {busy ? <span className="muted">{t("verify.checking")}</span> : null}
      {text ? (
        <p className={text.ok ? "ok" : "error"} data-testid="verify-verdict">
          {text.words}
        </p>
      ) : null}
      {file ? (
        <a
          download={`${gameId}.json`}
          href={`data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(file))}`}
        >
          {t("verify.download")}
        </a>
      ) : null}
    </div>
  );
}
