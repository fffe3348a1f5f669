/**
 * Marco Polo II live table tracker: rounds, dice, action spaces, bonus actions and each
 * player's resources. Values printed on components the app does not know (offers, route
 * costs, contract rewards, city cards, bonus markers) come with the entry; everything the
 * rules say is checked and paid or collected. Rule references: Russian rulebook (RU L…).
 *
 * The table: table/ (its state, stock, trading posts and what its entries say; their shapes: entries.ts); the rules of
 * its entries: handlers/table.ts and the files beside it.
 */
export * from './table/state.ts';
export * from './table/entries.ts';
export { addBundles, builtInBundle, gain, pay } from './table/stock.ts';
export { buildTradingPost, tradingPostMilestone } from './table/posts.ts';
export { automaticRoundIncome, checkDoubles, compensationFor, dieBonus, doublesOffered, rollBonus } from './handlers/round.ts';
export { tableHandlers } from './handlers/table.ts';
