/**
 * `@pudding/names`: the rules every name people read must pass — seat names, published map and
 * rule-set names, account display names (issue 26 §6). `checkName(raw, { taken })` gives the
 * normalised name or a problem (code + parameters); `describeNameProblem` words it in English,
 * Italian or Portuguese; `NAME_MESSAGES` is the same catalogue for a UI. Look-alikes are found by
 * Unicode TR39 skeletons (`skeleton`, `nameKey`, `confusable`, `TakenNames`).
 */
export {
  characterCount,
  checkName,
  DEFAULT_NAME_LIMITS,
  type NameCheck,
  type NameLimits,
  type NameProblem,
  type NameProblemCode,
  normalizeName,
} from "./check.js";
export { describeNameProblem, NAME_MESSAGES, type NameLocale, nameMessageKey } from "./messages.js";
export { confusable, findLookalike, nameKey, skeleton, TakenNames } from "./skeleton.js";
