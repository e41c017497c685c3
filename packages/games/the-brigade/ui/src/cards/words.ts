/**
 * What each ability key of the data format means to the engine (§11.5, §14.2, §14.3, §5.3, §15),
 * so the card editor can offer a key with its meaning: the rules code reads the key, the card's own
 * text is what players read.
 */

/** Squad abilities (§11.5). */
export const SQUAD_ABILITY_WORDS: Record<string, string> = {
  longStride: "Move Brigade has 5 movement points (Kulari One-Shoe)",
  commonsCooling: "Commons loyalty → reduce another tile by 2 (Del Uge)",
  rivalRenown: "+1 renown on tiles loyal to others (Selina Blackflow)",
  guardedLoyalty: "others steal your tiles at value + 2 (Nery Cagehand)",
  freeCisternMove: "one free Move Cistern a turn (Morgana Magos)",
  stokeOnArrival: "may raise a burning tile a move ends on (Gness Smold)",
  loyaltyFlare: "loyalty → raise an adjacent tile by 2 (Chops Murphy)",
  merchantsUpgrade: "Merchants loyalty → a free Upgrade (Pep Overclock)",
  shove: "end a move on a brigade and push it (Mog The Heavy)",
  deflectFireball: "send a fireball on your brigade next door (Esme Morrow)",
  councilRecruit: "Council loyalty → a free Recruit (Mal Candor)",
  universityDiscount: "a complete University extinguish costs 1 water less (Lumen)",
  refillToll: "others lose 1 water after a Refill (Walder Ranier)",
  cisternDouse: "the cistern puts out an intensity-1 fire (Leon Bertrand)",
  extraTurn: "a track maxed in your turn → an extra turn (Brother Ben)",
  noblesRenown: "Nobles loyalty → 1 renown on another Nobles tile (Immora)",
  merchantsFavour: "Merchants loyalty → water, move renown or cool (Ali Ahmar)",
  freeMovement: "no penalty for destroyed or burning tiles (Ebenezer)",
  fireballRenown: "a fireball on your pieces → 1 renown instead (Veda Moonbright)",
  noblesPurge: "Nobles loyalty → another player discards a member (Zilda Garrett)",
  ownWaterReach: "extinguish an adjacent tile with her own water (Ash)",
  burden: "given away at once; −1 AP a turn (Sir Precious)",
};

/** Warden actions of side 2 (§14.2). */
export const WARDEN_ACTION_WORDS: Record<string, string> = {
  sendCistern: "send the cistern to put out an intensity-1 fire (Gloria Ignis)",
  polymorphy: "swap the fires of two adjacent tiles (Blitz Haben)",
  withThePeople: "pay a renown, take another player's squad member (Frith Goldmane)",
  artificers: "pay a renown, one more Upgrade this turn (Glint Dampshot)",
  alliances: "events spare your loyal tiles until your next turn (Bernhardt Blaze)",
  mist: "passive: the warden refills after each action (Ester)",
  dawnDusk: "two faces: Dawn fills the warden and discards the squad (White Fang)",
  mime: "use any squad card's ability (Galeela)",
  incorporeal: "move through others' pieces, stealing water (Aurath Ether)",
  pyrocontrol: "renown on every tile the next firestorm raises (Cindy Bustion)",
};

/** Barracks abilities of side 2 (§14.3). */
export const BARRACKS_WORDS: Record<string, string> = {
  streetWisdom: "Refill anywhere by returning a renown token there (white)",
  civicDuty: "extinguish renown may go on diagonal neighbours (black)",
  sparklingClimb: "a free Move at the end of a turn on a Nobles tile (pink)",
  insurance: "each loyalty gain → 1 renown on another Merchants tile (orange)",
};

/** Special event effects (§5.3, §15.2). */
export const SPECIAL_WORDS: Record<string, string> = {
  upgradeCistern: "every player advances Cistern Capacity",
  upgradeSquad: "every player advances Squad Members",
  upgradeCommand: "every player advances Command",
  freeRecruit: "every player takes a free Recruit",
  placeRenown: "every player places 1 renown",
  refillBrigades: "every brigade is refilled (not cisterns)",
  arson: "Fire Festival: +1 on tiles without renown",
  burningMan: "Fire Festival: +1 on every tile with a brigade or cistern",
  indecentRelations: "Fire Festival: each player may raise one unprotected tile",
  raiseByValue: "Fire Festival: +1 on every tile of a value",
};

/** Wind directions (§5.1; diagonals only if a real card shows one, R11). */
export const DIRECTION_WORDS: Record<string, string> = {
  N: "north",
  NE: "north-east",
  E: "east",
  SE: "south-east",
  S: "south",
  SW: "south-west",
  W: "west",
  NW: "north-west",
};
