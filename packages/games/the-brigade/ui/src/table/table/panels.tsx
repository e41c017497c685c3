/**
 * The plug-in's panels: `TurnBar` under the board (action points left and the brigade's water; a
 * Recruit's two drawn cards, shown to the recruiting seat only, §16, each with its choices),
 * `SidePanel` beside it (the event and the decks, the viewer's brigade in full, the others'
 * boards folded) and `EndPanel` on the end screen (the ending that occurred, §13, and every seat's
 * loyal tiles by affiliation, warden and squad).
 */
import { type Locale, useLocale, useT } from "@pudding/i18n";
import type { BrigadeAction, BrigadeView } from "@pudding/the-brigade";
import { AFFILIATIONS } from "@pudding/the-brigade";
import { BRIGADE_NS, brigadeT } from "../../messages.js";
import { affiliationLook, seatInk, TONES } from "../colours.js";
import { cellOf } from "../grid.js";
import { ActionPoints, SeatBoard } from "../panels/barracks.js";
import { SquadCard } from "../panels/cards.js";
import { EventPanel } from "../panels/events.js";
import { Buckets, EmblemIcon, HelmetIcon } from "../panels/icons.js";
import { type BrigadeContext, describeBrigadeAction } from "../turn.js";

const SERIF = "Georgia, 'Times New Roman', serif";
const button = {
  fontFamily: SERIF,
  fontSize: 13,
  padding: "4px 10px",
  borderRadius: 8,
  border: "1px solid #7a520a",
  background: "#f6d66b",
  cursor: "pointer",
} as const;

/** The Recruit's drawn cards with their choices (the recruiting seat only, §8.6, §16). */
function RecruitChoice({ ctx }: { ctx: BrigadeContext }) {
  const t = useT(BRIGADE_NS);
  const view = ctx.game.view;
  const cards = view.prompt?.kind === "recruit" && !ctx.hidden ? (view.prompt.cards ?? []) : [];
  if (!cards.length) return null;
  const legal = ctx.game.legal.filter(
    (a): a is Extract<BrigadeAction, { type: "chooseRecruit" }> => a.type === "chooseRecruit",
  );
  const nobody = legal.find((a) => a.card === null);
  return (
    <section
      data-testid="recruit-cards"
      aria-label={t("recruit.aria")}
      style={{
        background: "#f7efd9",
        border: "2px solid #b3381b",
        borderRadius: 12,
        padding: 8,
        fontFamily: SERIF,
      }}
    >
      <strong>{t("recruit.title")}</strong>
      <div style={{ display: "flex", gap: 8, flexWrap: "wrap", marginTop: 6 }}>
        {cards.map((c) => (
          <SquadCard
            key={c.id}
            card={{ ...c, capacity: c.water }}
            actions={
              <div style={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
                {legal
                  .filter((a) => a.card === c.id)
                  .map((a) => (
                    <button
                      key={a.replace ?? "free"}
                      type="button"
                      style={button}
                      disabled={ctx.busy}
                      onClick={() => ctx.act(a)}
                    >
                      {a.replace
                        ? t("recruit.replace", {
                            name:
                              view.seats[ctx.game.seat ?? 0]?.squad.find((q) => q.id === a.replace)?.name ??
                              a.replace,
                          })
                        : t("recruit.recruit")}
                    </button>
                  ))}
              </div>
            }
          />
        ))}
      </div>
      {nobody ? (
        <button
          type="button"
          style={{ ...button, background: "#efe4c8", marginTop: 6 }}
          disabled={ctx.busy}
          onClick={() => ctx.act(nobody)}
        >
          {t("recruit.nobody")}
        </button>
      ) : null}
    </section>
  );
}

/** Under the board: action points, water, the Recruit's cards. */
export function TurnBar({ ctx }: { ctx: BrigadeContext }) {
  const t = useT(BRIGADE_NS);
  const view = ctx.game.view;
  const seat = ctx.game.seat;
  const me = seat !== null ? view.seats[seat] : undefined;
  if (!me || ctx.hidden) return null;
  const ink = seatInk(view, seat as number);
  const myTurn = view.owner === seat && view.phase === "action";
  // Issue 30 §3.4: a seat asked to act (a warden, a corner, out of turn) is not told "Not your turn".
  const asked = ctx.game.status.toAct.includes(seat as number);
  const here = me.brigade.cell ? cellOf(view, me.brigade.cell) : undefined;
  return (
    <div style={{ display: "grid", gap: 8 }}>
      <div
        data-testid="turn-bar"
        style={{
          display: "flex",
          gap: 12,
          alignItems: "center",
          flexWrap: "wrap",
          padding: "6px 10px",
          background: "#f7efd9",
          border: "1px solid #cdbb94",
          borderRadius: 10,
          fontFamily: SERIF,
        }}
      >
        <HelmetIcon ink={ink} size={22} />
        {myTurn ? (
          <ActionPoints seat={me} />
        ) : asked ? null : (
          <span style={{ color: TONES.muted }}>{t("bar.notYourTurn")}</span>
        )}
        <span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
          {t("bar.brigade")}{" "}
          <Buckets
            water={me.brigade.water}
            capacity={me.brigade.capacity}
            size={15}
            label={t("bar.brigadeLabel")}
          />
        </span>
        <span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
          {t("bar.cistern")}{" "}
          <Buckets
            water={me.cistern.water}
            capacity={me.cistern.capacity}
            size={15}
            label={t("bar.cisternLabel")}
          />
        </span>
        {here?.tile ? (
          <span style={{ fontSize: 13 }}>
            {t("bar.on", { id: here.id, name: here.tile.name })}
            {here.burning ? t("bar.burning", { n: here.intensity }) : ""}
          </span>
        ) : null}
      </div>
      <RecruitChoice ctx={ctx} />
    </div>
  );
}

/** Beside the board: the event and decks, the viewer's brigade, the other brigades. */
export function SidePanel({ ctx }: { ctx: BrigadeContext }) {
  const t = useT(BRIGADE_NS);
  const view = ctx.game.view;
  const me = ctx.game.seat;
  const others = view.seats.map((_, i) => i).filter((i) => i !== me);
  return (
    <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 10, minWidth: 0 }}>
      <EventPanel view={view} map={ctx.map} />
      {me !== null && view.seats[me] ? <SeatBoard view={view} seat={me} /> : null}
      {others.map((i) => (
        <details key={i} open={me === null} style={{ minWidth: 0 }}>
          <summary style={{ cursor: "pointer", fontFamily: SERIF, fontSize: 14 }}>
            {t("side.summary", {
              name: view.seats[i]?.name,
              loyal: view.seats[i]?.loyalTiles,
              score: view.seats[i]?.score,
            })}
          </summary>
          <SeatBoard view={view} seat={i} compact />
        </details>
      ))}
    </div>
  );
}

const ENDINGS = new Set(["faction", "citizens", "evacuation", "allFiresOut", "roundLimit"]);

/** The loyal tiles of a seat, by affiliation. */
function loyalBy(view: BrigadeView, seat: number) {
  return AFFILIATIONS.map((a) => ({
    a,
    tiles: view.cells.filter((c) => c.loyal === seat && c.tile?.affiliation === a && !c.destroyed),
  }));
}

/** On the end screen: the ending and every seat's loyal tiles, warden and squad. */
export function EndPanel({ ctx }: { ctx: BrigadeContext }) {
  const t = useT(BRIGADE_NS);
  const view = ctx.game.view;
  const ending = ctx.game.outcome?.ending ?? view.result?.ending;
  return (
    <section data-testid="brigade-final" style={{ display: "grid", gap: 8, fontFamily: SERIF, marginTop: 8 }}>
      <p
        data-testid="ending"
        style={{
          margin: 0,
          fontSize: 15,
          padding: 8,
          background: "#fff4d6",
          borderRadius: 8,
          border: "1px solid #c58a17",
        }}
      >
        <strong>{t("end.how")}</strong>{" "}
        {ending ? (ENDINGS.has(ending) ? t(`ending.${ending}`) : ending) : "—"}.{" "}
        {t("end.after", {
          destroyed: view.destroyed,
          university: view.universityDestroyed,
          round: view.round,
        })}
      </p>
      <div style={{ overflowX: "auto" }}>
        <table style={{ borderCollapse: "collapse", width: "100%", fontSize: 13 }}>
          <thead>
            <tr>
              <th style={{ textAlign: "left", padding: 4 }}>{t("end.seat")}</th>
              <th style={{ textAlign: "left", padding: 4 }}>{t("end.warden")}</th>
              <th style={{ textAlign: "left", padding: 4 }}>{t("end.loyal")}</th>
              <th style={{ textAlign: "left", padding: 4 }}>{t("end.squad")}</th>
            </tr>
          </thead>
          <tbody>
            {view.seats.map((s, i) => (
              <tr key={s.name} style={{ borderTop: "1px solid #cdbb94" }}>
                <td style={{ padding: 4, whiteSpace: "nowrap" }}>
                  <span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
                    <HelmetIcon ink={seatInk(view, i)} size={18} /> <strong>{s.name}</strong>
                  </span>
                </td>
                <td style={{ padding: 4 }}>{s.warden?.name ?? "—"}</td>
                <td style={{ padding: 4 }}>
                  <span style={{ display: "flex", gap: 6, flexWrap: "wrap" }}>
                    {loyalBy(view, i)
                      .filter((g) => g.tiles.length)
                      .map((g) => (
                        <span
                          key={g.a}
                          title={g.tiles.map((t) => `${t.id} ${t.tile?.name} (${t.tile?.value})`).join(", ")}
                          style={{ display: "inline-flex", gap: 2, alignItems: "center" }}
                        >
                          <EmblemIcon look={affiliationLook(g.a)} size={16} /> {g.tiles.length}
                        </span>
                      ))}
                    {s.loyalTiles === 0 ? t("end.none") : null}
                  </span>
                </td>
                <td style={{ padding: 4 }}>{s.squad.map((q) => q.name).join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A seat's public facts for its token in the players list. */
export function seatDetail(view: BrigadeView, seat: number, locale?: Locale): string | null {
  const s = view.seats[seat];
  if (!s) return null;
  const t = brigadeT(locale);
  return `${t("detail.line", { warden: s.warden?.name ?? t("detail.noWarden"), loyal: s.loyalTiles, score: s.score })}${s.precious ? " · ♛" : ""}`;
}

/** {@link seatDetail} in the reader's language (the players list). */
export function SeatDetail({ view, seat }: { view: BrigadeView; seat: number }) {
  return <>{seatDetail(view, seat, useLocale())}</>;
}

/** Describes an action for the Confirm button. */
export const describeForConfirm = (a: BrigadeAction, name: (id: string) => string) =>
  describeBrigadeAction(a, name);
