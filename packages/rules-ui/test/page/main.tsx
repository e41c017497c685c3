/**
 * A tiny host page for the browser test, mounting the Rules workspace as apps/editor does: a game
 * picker over the host's games (`?game=` chooses), the game's UI plug-ins, the host's lab Web Worker,
 * and a `publish` that validates like the play server and keeps what it was given on
 * `window.published`.
 */
import { webLabWorker } from "@pudding/lab";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { RulesWorkspace } from "../../src/index.js";
import { GAMES, PLUGINS } from "../../src/stories/games.js";

const w = window as unknown as { published: { game: string; name: string; rules: unknown }[] };
w.published = [];

async function publish(name: string, rules: unknown, game: string) {
  const module = GAMES.find((g) => g.id === game);
  // Validate as the server does, after a trip through JSON.
  const r = module?.rules.parse(JSON.parse(JSON.stringify(rules)));
  if (!r?.ok)
    return { ok: false as const, issues: r?.issues ?? [{ path: "game", message: `no game ${game}` }] };
  w.published.push({ game, name, rules: r.value });
  const id = `r-test-${w.published.length}`;
  return { ok: true as const, id, url: `http://play.test/?game=${game}&rules=${id}` };
}

const createWorker = () =>
  webLabWorker(new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module" }));

function Host() {
  const [id, setId] = useState(new URLSearchParams(location.search).get("game") ?? GAMES[0]?.id ?? "");
  const module = GAMES.find((g) => g.id === id) ?? (GAMES[0] as (typeof GAMES)[number]);
  return (
    <>
      <label style={{ display: "block", marginBottom: 8 }}>
        Game{" "}
        <select aria-label="Game" value={module.id} onChange={(e) => setId(e.target.value)}>
          {GAMES.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>
      </label>
      <RulesWorkspace
        key={module.id}
        module={module}
        publish={publish}
        {...(PLUGINS[module.id] ? { plugins: PLUGINS[module.id] } : {})}
        createWorker={createWorker}
        publishTo="http://play.test"
      />
    </>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<Host />);
