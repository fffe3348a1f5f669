/** The interface's words load by language and group; a screen gets its language's groups only. */
import { describe, expect, it } from 'vitest';
import { loadMessages, m, message, messageGroups } from '../../src/lib/ui/messages.ts';
import { messageGroupsFor } from '../../src/lib/ui/route-messages.ts';

describe('loading the words', () => {
	it('a message not loaded yet shows its key, never throws', () => {
		expect(message('merv_refusal_owed', { count: 2 })).toBe('merv_refusal_owed');
	});

	it('loads one language’s group and speaks it, plural forms included', async () => {
		await loadMessages(['core', 'voyages'], 'pl');
		expect(m.field_points()).toBe('Punkty zwycięstwa');
		const figures = (count: number) => message('voyages_setup_figures', { name: 'Ala', count, location: 'Venezia' });
		expect(figures(1)).toContain('1 pionek');
		expect(figures(2)).toContain('2 pionki');
		expect(figures(5)).toContain('5 pionków');
		// Marco Polo II's group was not asked for: its words are not there.
		expect(message('marco_polo_2_setup_player_figures')).toBe('marco_polo_2_setup_player_figures');
		await loadMessages(['marco_polo_2'], 'pl');
		expect(message('marco_polo_2_setup_player_figures')).toMatch(/^Pionek w /);
	});
});

describe('which words a screen loads', () => {
	it('the home screen its own; a game’s screens the shared words and that game’s; other pages all', () => {
		expect(messageGroupsFor('/')).toEqual(['home']);
		expect(messageGroupsFor('/merv')).toEqual(['home', 'core', 'merv']);
		expect(messageGroupsFor('/voyages/new')).toEqual(['home', 'core', 'voyages']);
		expect(messageGroupsFor('/data').sort()).toEqual(messageGroups().sort());
		expect(messageGroups().sort()).toEqual(['core', 'home', 'marco_polo_2', 'merv', 'screens', 'voyages']);
	});

	it('the words only the data, copy and log screens show are not in the shared words a game screen loads', async () => {
		await loadMessages(['core'], 'hu');
		expect(message('data_import_title')).toBe('data_import_title');
		expect(message('undo')).not.toBe('undo');
		await loadMessages(['screens'], 'hu');
		expect(message('data_import_title')).not.toBe('data_import_title');
	});
});
