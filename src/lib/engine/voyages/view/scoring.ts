/** What the score sheet screens ask of the rules besides the sheet itself: the range each number of the sheet may take. */
import { SCORE_TRACK_SPACES } from '../../core/score-track.ts';
import type { VoyagesSheetNumberField } from '../state.ts';

/** The range a score sheet's number may take: the score figure's space is 1–50 (the start space 50 counting as 0), the rest from 0. */
export const sheetFieldRange = (field: VoyagesSheetNumberField): { min: number; max?: number } =>
	field === 'trackSpace' ? { min: 1, max: SCORE_TRACK_SPACES } : { min: 0 };
