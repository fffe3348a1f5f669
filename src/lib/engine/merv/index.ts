/**
 * Merv: everything screens, storage, the bench and other folders use of the game. The one way into this
 * folder from outside, besides the light meta.ts (the registry, the home screen, the new-game form) and
 * module.ts (loaded by its path when a game is opened).
 */
export * from './catalog.ts';
export * from './printed.ts';
export * from './state.ts';
export * from './setup.ts';
export * from './scoring.ts';
export type { MervEntry } from './entries.ts';
export { mervRules } from './rules.ts';

// The game's own model: the city, what each participant holds, the round.
export * from './city/sites.ts';
export { activatesColumn, lineCells, production, sideOfRound } from './city/production.ts';
export { pieceId, piecePrice, piecesLeft, type Placed, type PieceRef } from './city/wall-pieces.ts';
export { tributeQueue } from './city/invasion.ts';
export * from './holdings/tally.ts';
export { isJudge } from './holdings/participants.ts';
export { countCubes, suggestPayment, type Cubes } from './holdings/pay.ts';
export { camelsFree } from './holdings/camels.ts';
export { caravanDeckLeft, playRow, type RowCard, type RowStep } from './holdings/caravan-row.ts';
export { discoveryTaken, hasDiscount } from './holdings/discoveries.ts';

// What the screens ask the rules before an entry: prices, what the copy must show first.
export { spiceLimit, spiceLimitNeeded } from './handlers/caravanserai.ts';
export { courtColoursNeeded, courtierPrice } from './handlers/palace.ts';
export { goodPrice, postsOf, routeCamels, silkRoadNeeded } from './handlers/silk-road.ts';
export { mosqueNeeded } from './handlers/mosque.ts';
export { contractNeeded, contractTaken } from './handlers/contracts.ts';

// What the screens derive from a state.
export { noTurnYet, turnStep, yearDue } from './view/turn.ts';
export { tributeAsk } from './view/invasion.ts';

// The solo judge.
export { judgeNeeds, planJudgeTurn, type JudgeView } from './judge/index.ts';
