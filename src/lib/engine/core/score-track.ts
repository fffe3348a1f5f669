/**
 * The score track of both Marco Polo games: 50 spaces, the figure starts on 50,
 * which also serves as 0; each lap is marked with a 50/100 card.
 */
export const SCORE_TRACK_SPACES = 50;

export interface TrackPosition {
	/** Space of the score figure: 1–50, the start space 50 counting as 0. */
	trackSpace: number;
	/** Laps completed (50/100 cards), 50 points each. */
	trackLaps: number;
}

export function scoreTrackPoints(position: TrackPosition, spaces = SCORE_TRACK_SPACES): number {
	return position.trackLaps * spaces + (position.trackSpace % spaces);
}
