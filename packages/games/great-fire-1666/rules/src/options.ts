/**
 * Metadata of every rule option (the digest's option table): label, the turn phase it belongs to,
 * its §, one sentence and the control that edits it. The Rules workspace generates its form from
 * this; a test fails when the rule set gains an option missing here.
 */
import type { OptionMeta } from "@pudding/engine";

/** Option groups, in turn order. */
export const OPTION_GROUPS = [
  "Setup (§2)",
  "A. Spread the fire (§4)",
  "B. Actions (§5)",
  "C. Draw and Intensity (§6)",
  "Endgame and scoring (§7–§8)",
] as const;

/** Every option of `RuleSetSchema`. `intensityCounts` is edited by The Great Fire's own grid widget (`custom`). */
export const GREAT_FIRE_OPTIONS: OptionMeta[] = [
  {
    key: "housesNoSameColourInDistrict",
    label: "No two houses of one colour in a district",
    group: "Setup (§2)",
    rule: "§2.2",
    sentence:
      "Houses are rearranged within each region so that no district holds two houses of the same colour.",
    control: "toggle",
  },
  {
    key: "publicColours",
    label: "Public colour cards",
    group: "Setup (§2)",
    rule: "§8.1",
    sentence: "Everyone's house colour is public and pawns match their house colour (the easy game).",
    control: "toggle",
  },
  {
    key: "pawnColours",
    label: "Pawn colours",
    group: "Setup (§2)",
    rule: "§2.4",
    sentence:
      "Which pawns each player takes; the secret colour card is dealt independently of the pawn either way (with public colours the pawn shows the house colour).",
    control: "select",
    choices: [
      {
        value: "bySeat",
        label: "One colour per seat",
      },
      {
        value: "drawn",
        label: "Drawn at random (Portuguese Rule A)",
      },
    ],
  },
  {
    key: "handSize",
    label: "Hand size",
    group: "Setup (§2)",
    rule: "§2.6",
    sentence: "How many Fire Movement cards each player holds.",
    control: "number",
    min: 1,
    max: 8,
    step: 1,
    unit: "cards",
  },
  {
    key: "intensityCounts",
    label: "Cards under each Intensity card",
    group: "Setup (§2)",
    rule: "§2.7",
    sentence:
      "How many Fire Movement cards lie above each Intensity card, per player count; this decides who resolves which Intensity and how long the game lasts.",
    control: "custom",
  },
  {
    key: "puddingLaneRefillTo",
    label: "Pudding Lane refill",
    group: "A. Spread the fire (§4)",
    rule: "§4",
    sentence:
      "When Pudding Lane holds fewer than 2 cones at the start of a turn, it is refilled to this many.",
    control: "number",
    min: 2,
    max: 100,
    step: 1,
    unit: "cones",
  },
  {
    key: "puddingLaneRefillAdd",
    label: "Pudding Lane gains",
    group: "A. Spread the fire (§4)",
    rule: "§4",
    sentence:
      "Instead of a refill, Pudding Lane gains this many cones when it holds fewer than 2 (Portuguese edition: 5, so 1 becomes 6); 0 uses the refill above.",
    control: "number",
    min: 0,
    max: 100,
    step: 1,
    unit: "cones",
  },
  {
    key: "conesAfterBurning",
    label: "Cones after burning",
    group: "A. Spread the fire (§4)",
    rule: "§4.3",
    sentence: "How many cones a district holds once its houses burn.",
    control: "select",
    choices: [
      {
        value: "housesPlusOne",
        label: "The entering cone + one per house (Italian)",
      },
      {
        value: "houses",
        label: "As many as its houses, the entering cone included (Portuguese)",
      },
    ],
  },
  {
    key: "noMoveFallback",
    label: "No playable card",
    group: "A. Spread the fire (§4)",
    rule: "§4.4",
    sentence: "What happens to a player who cannot play any Fire Movement card.",
    control: "select",
    choices: [
      {
        value: "extraIntensity",
        label: "Discard, skip actions, then an extra Intensity (Italian)",
      },
      {
        value: "discardAndPlaceThree",
        label: "Discard, place 3 cones in all, then play on (Portuguese)",
      },
    ],
  },
  {
    key: "wildFire",
    label: "Wild fire",
    group: "A. Spread the fire (§4)",
    rule: "§4.5",
    sentence: "Fire entering a district whose houses already burnt adds one extra cone.",
    control: "select",
    choices: [
      {
        value: "auto",
        label: "Auto (5–6 players)",
      },
      {
        value: true,
        label: "On",
      },
      {
        value: false,
        label: "Off",
      },
    ],
  },
  {
    key: "actionPoints",
    label: "Action points",
    group: "B. Actions (§5)",
    rule: "§5",
    sentence: "Action points each player spends per turn on pawn moves, team moves and taming.",
    control: "number",
    min: 0,
    max: 20,
    step: 1,
    unit: "AP",
  },
  {
    key: "intensity",
    label: "Intensity",
    group: "C. Draw and Intensity (§6)",
    rule: "§6",
    sentence: "How an Intensity card spreads the fire.",
    control: "select",
    choices: [
      {
        value: "chooseThree",
        label: "The player places 3 cones (Italian)",
      },
      {
        value: "everyBurning",
        label: "3 cones on every burning district (Portuguese)",
      },
    ],
  },
  {
    key: "extraFinalRounds",
    label: "Final rounds",
    group: "Endgame and scoring (§7–§8)",
    rule: "§8.2",
    sentence: "Rounds everyone plays after the last Intensity card (2 is “More destruction!”).",
    control: "number",
    min: 1,
    max: 3,
    step: 1,
    unit: "rounds",
  },
  {
    key: "tamedConesScoreForPawnColour",
    label: "Tamed cones score for the pawn's colour",
    group: "Endgame and scoring (§7–§8)",
    rule: "§8.3",
    sentence: "Each tamed cone scores for whoever owns the taming pawn's colour (the complex game).",
    control: "toggle",
  },
];
