/**
 * A play for BG Stats through its play-creation link (bgstatsapp.com, "Push plays to BG Stats from other apps
 * or websites"): `https://app.bgstatsapp.com/createPlay.html?data=` and the play as URL-encoded JSON. BG Stats
 * matches the game by its BoardGameGeek id and the players by name, then asks before it saves anything.
 */
import { durationMin, type Play } from './play.ts';

export const BG_STATS_CREATE_PLAY = 'https://app.bgstatsapp.com/createPlay.html';
export const SOURCE_NAME = 'Silk Ledger';

export interface BgStatsPlay {
	sourceName: string;
	sourcePlayId: string;
	/** "yyyy-MM-dd HH:mm:ss", in UTC. */
	playDate: string;
	durationMin: number;
	game: { bggId: number; name: string; highestWins: true; noPoints: false; sourceGameId: string };
	players: { name: string; sourcePlayerId: string; rank: number; score: number; winner: boolean; role: string }[];
}

const utcText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The play as BG Stats reads it; `role` names a player's character in words (empty where the game has none). */
export function bgStatsPlay(play: Play, game: { id: number; name: string }, role: (character: string) => string = () => ''): BgStatsPlay {
	const { result } = play;
	return {
		sourceName: SOURCE_NAME,
		sourcePlayId: play.id,
		playDate: utcText(play.endedAt),
		durationMin: durationMin(play),
		game: { bggId: game.id, name: game.name, highestWins: true, noPoints: false, sourceGameId: play.kind },
		players: result.players.map((p) => ({
			name: p.name,
			// The name is what is remembered across games here, so it is the player's id too.
			sourcePlayerId: p.name.toLocaleLowerCase(),
			rank: p.rank,
			score: p.total,
			// Said for every player: BG Stats on Android refuses a player without it.
			winner: result.winners.includes(p.seat),
			role: p.character ? role(p.character) : ''
		}))
	};
}

export const bgStatsUrl = (data: BgStatsPlay) => `${BG_STATS_CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(data))}`;
