/**
 * Marco Polo II live table tracker: rounds, dice, action spaces, bonus actions and each
 * player's resources. Values printed on components the app does not know (offers, route
 * costs, contract rewards, city cards, bonus markers) come with the entry; everything the
 * rules say is checked and paid or collected. Rule references: Russian rulebook (RU L…).
 *
 * The table state: table/state.ts (its stock: table/stock.ts, its trading posts: table/posts.ts); the entries: table/entries.ts (their shapes: entries.ts); a round: tracker/round.ts;
 * the main action: tracker/actions.ts, placement.ts, spaces.ts; bonus actions: tracker/bonus.ts;
 * corrections: tracker/corrections.ts.
 */
export * from './table/state.ts';
export * from './table/entries.ts';
export { addBundles, builtInBundle, gain, pay } from './table/stock.ts';
export { buildTradingPost, tradingPostMilestone } from './table/posts.ts';
export { automaticRoundIncome, checkDoubles, compensationFor, dieBonus, doublesOffered, rollBonus } from './tracker/round.ts';
export { trackerHandlers } from './tracker/handlers.ts';
