/**
 * The contracts: 6 starting contracts and 38 others, their cost and reward (data §6). Ids are the data's (BGA's internal numbering): the components print no ids.
 * Every number here is a default the copy of the game can correct (../printed.ts), except where marked high.
 */
import type { Amounts } from '../../core/resources.ts';
import type { Confidence, Extra, Good, Reward } from '../catalog.ts';

export type ContractCost = Amounts<'camels' | Good>;
export interface ContractTerms {
	cost: ContractCost;
	/** VP and one or two other things (EN: "always a combination of victory points and something else"). */
	reward: Reward;
}
export interface Contract {
	id: string;
	starting: boolean;
	/** null: the sources disagree and the rulebook is silent; the copy of the game must say. */
	terms: ContractTerms | null;
	confidence: Confidence;
	/** For an unknown contract: what each source says. */
	candidates?: { terms: ContractTerms; source: string }[];
	note?: string;
}

const terms = (cost: ContractCost, points: number, gain: Amounts<'coins' | 'camels'> = {}, ...extras: Extra[]): ContractTerms => ({
	cost,
	reward: { amounts: { points, ...gain }, extras }
});
const contract = (id: string, starting: boolean, t: ContractTerms, confidence: Confidence = 'medium', note?: string): Contract => ({
	id,
	starting,
	terms: t,
	confidence,
	...(note ? { note } : {})
});

export const CONTRACTS: readonly Contract[] = [
	contract('C29', true, terms({ camels: 2, silk: 1, gold: 1 }, 4, {}, 'two-different-goods')),
	contract('C39', true, terms({ camels: 2, pepper: 1, silk: 1 }, 5, {}, 'contract')),
	contract('C40', true, terms({ camels: 2, pepper: 1, gold: 1 }, 4, {}, 'black-die')),
	contract('C41', true, terms({ camels: 1, gold: 1 }, 2, { camels: 3 })),
	contract('C42', true, terms({ camels: 1, pepper: 3 }, 1, {}, 'move-1')),
	contract('C43', true, terms({ camels: 1, silk: 2 }, 3, { coins: 5 })),
	contract('C00', false, terms({ camels: 2, pepper: 3, gold: 2 }, 7, { camels: 5 })),
	contract('C01', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 6, {}, 'contract')),
	{
		id: 'C02',
		starting: false,
		terms: null,
		confidence: 'low',
		candidates: [
			{ terms: terms({ camels: 2, silk: 1, gold: 2 }, 6, { camels: 4 }), source: 'BGA' },
			{ terms: terms({ camels: 2, silk: 2, gold: 2 }, 6, { camels: 4 }), source: 'SLG' }
		],
		note: 'BGA and SLG disagree on the silk (1 or 2); the rulebook does not show it (data GAPS 1)'
	},
	contract('C03', false, terms({ camels: 2, pepper: 1, silk: 2 }, 4, { coins: 3 }), 'high', 'the rulebook example PL:632–634'),
	contract('C04', false, terms({ camels: 1, gold: 4 }, 7, { camels: 3 })),
	contract('C05', false, terms({ camels: 2, silk: 3, gold: 2 }, 8, { camels: 4 })),
	contract('C06', false, terms({ camels: 1, silk: 3 }, 3, {}, 'good-of-choice')),
	contract('C07', false, terms({ camels: 2, silk: 3, gold: 2 }, 8, {}, 'contract')),
	contract('C08', false, terms({ camels: 2, pepper: 3, gold: 2 }, 6, { coins: 7 })),
	contract('C09', false, terms({ camels: 2, pepper: 2, gold: 1 }, 4, {}, 'move-1')),
	contract('C10', false, terms({ camels: 2, pepper: 2, silk: 3 }, 5, {}, 'good-of-choice', 'black-die')),
	contract('C11', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'move-1')),
	contract('C12', false, terms({ camels: 2, silk: 2, gold: 1 }, 4, { camels: 4 })),
	contract('C13', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 6, {}, 'good-of-choice')),
	contract('C14', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'two-different-goods')),
	contract('C15', false, terms({ camels: 2, silk: 2, gold: 2 }, 7, {}, 'move-1')),
	contract('C16', false, terms({ camels: 2, pepper: 3, silk: 2 }, 5, {}, 'move-1')),
	contract('C17', false, terms({ camels: 2, pepper: 2, gold: 3 }, 8, { coins: 7 })),
	contract('C18', false, terms({ camels: 1, pepper: 3 }, 2, {}, 'black-die')),
	contract('C19', false, terms({ camels: 2, silk: 1, gold: 2 }, 6, {}, 'black-die')),
	contract('C20', false, terms({ camels: 2, pepper: 1, gold: 2 }, 5, {}, 'black-die')),
	contract('C21', false, terms({ camels: 2, silk: 2, gold: 3 }, 9, { coins: 7 })),
	contract('C22', false, terms({ camels: 2, silk: 2, gold: 3 }, 9, {}, 'move-1')),
	contract('C23', false, terms({ camels: 3, pepper: 1, silk: 2, gold: 1 }, 5, { camels: 3 }, 'contract')),
	contract('C24', false, terms({ camels: 2, silk: 1, gold: 2 }, 6, { coins: 4 })),
	contract('C25', false, terms({ camels: 2, pepper: 2, silk: 3 }, 5, { coins: 6 })),
	contract('C26', false, terms({ camels: 1, gold: 3 }, 6, {}, 'good-of-choice')),
	contract('C27', false, terms({ camels: 2, pepper: 2, silk: 1 }, 3, { coins: 4 })),
	contract('C28', false, terms({ camels: 2, pepper: 2, silk: 1 }, 3, {}, 'two-different-goods')),
	contract('C30', false, terms({ camels: 2, pepper: 2, gold: 1 }, 4, {}, 'contract')),
	contract('C31', false, terms({ camels: 2, pepper: 2, gold: 3 }, 9, {}, 'two-different-goods')),
	contract('C32', false, terms({ camels: 2, pepper: 2, silk: 2 }, 5, {}, 'black-die')),
	contract('C33', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 2 }, 7, { coins: 5 })),
	contract('C34', false, terms({ camels: 3, pepper: 1, silk: 1, gold: 1 }, 5, {}, 'black-die')),
	contract('C35', false, terms({ camels: 3, pepper: 1, silk: 2, gold: 1 }, 5, { camels: 3, coins: 4 })),
	contract('C36', false, terms({ camels: 1, gold: 4 }, 7, {}, 'move-1')),
	contract('C37', false, terms({ camels: 2, silk: 2, gold: 2 }, 7, {}, 'contract')),
	contract('C38', false, terms({ camels: 1, pepper: 4 }, 3, {}, 'contract'))
];
export const STARTING_CONTRACTS = CONTRACTS.filter((c) => c.starting).map((c) => c.id);
export const OTHER_CONTRACTS = CONTRACTS.filter((c) => !c.starting).map((c) => c.id);
