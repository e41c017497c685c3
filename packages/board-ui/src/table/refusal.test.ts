import { describe, expect, it } from "vitest";
import type { GuidedTurn } from "../turn/useGuidedTurn.js";
import { noticeChoices, shownRefusal } from "./refusal.js";

const fire = { text: "South cannot move any fire right now (§4.1)", version: 7 };

describe("issue 30 §3.2: a refusal clears on the next choice", () => {
  it("§3.2 shows the refusal while the game stands where it was refused", () => {
    expect(shownRefusal(fire, { version: 7, over: false })).toBe(fire.text);
    expect(shownRefusal(null, { version: 7, over: false })).toBeNull();
  });
  it("§3.2 a move by anyone or an undo (the version changes) clears it", () => {
    expect(shownRefusal(fire, { version: 8, over: false })).toBeNull();
    expect(shownRefusal(fire, { version: 6, over: false })).toBeNull();
  });
  it("§3.2 never on the end screen nor in the replay", () => {
    expect(shownRefusal(fire, { version: 7, over: true })).toBeNull();
    expect(shownRefusal(fire, { version: 7, over: false, replaying: true })).toBeNull();
  });
  it("§3.2 each selection of the viewer's (chip, space, card, confirm, cancel, back, start over) is noticed first", () => {
    const calls: string[] = [];
    const rec =
      (name: string) =>
      (...args: unknown[]) =>
        void calls.push(`${name}(${args.join(",")})`);
    const turn = {
      state: { chosen: [], auto: [], focus: null, pending: null },
      options: [],
      steps: [],
      pending: null,
      highlights: {},
      message: null,
      choose: rec("choose"),
      restart: rec("restart"),
      clickSpace: rec("clickSpace"),
      confirm: rec("confirm"),
      cancel: rec("cancel"),
      back: rec("back"),
      reset: rec("reset"),
    } as GuidedTurn<unknown>;
    expect(noticeChoices(turn)).toBe(turn);
    const seen = noticeChoices(turn, () => void calls.push("choice"));
    seen.choose("card:3");
    seen.clickSpace("cheapside");
    seen.restart("card:1");
    seen.confirm();
    seen.cancel();
    seen.back();
    seen.reset();
    expect(calls).toEqual([
      "choice",
      "choose(card:3)",
      "choice",
      "clickSpace(cheapside)",
      "choice",
      "restart(card:1)",
      "choice",
      "confirm()",
      "choice",
      "cancel()",
      "choice",
      "back()",
      "choice",
      "reset()",
    ]);
    expect(seen.state).toBe(turn.state);
  });
});
