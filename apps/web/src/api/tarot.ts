import type {
  Analysis,
  BookAnswer,
  Brief,
  DiceRoll,
  Reading,
  ShuffleResult,
  SpreadIdValue,
  TarotHistory,
  TarotInfo,
} from '@starlit/contracts';
import { http } from './http';
import { streamReading } from './stream';

/** Tarot, the answers book and the zodiac dice (/api/v2). */
export const tarotApi = {
  info: () => http.post<TarotInfo>('tarot/info', {}),
  shuffle: (spreadId: SpreadIdValue) => http.post<ShuffleResult>('tarot/shuffle', { spreadId }),
  predict: (shuffleId: string, question: string, picks: number[]) =>
    http.post<Reading>('tarot/prediction', { shuffleId, question, picks }),
  open: (id: string) => http.post<Reading>('tarot/checkPrediction', { id }),
  brief: (id: string) => http.post<Brief>('tarot/brief', { id }),
  /** the full reading, streamed; charged analysis4Tarot once */
  analysis: (id: string, onChunk: (text: string, all: string) => void, signal?: AbortSignal) =>
    streamReading<Pick<Analysis, 'charged'>>('tarot/predictionAnalysis', { id }, onChunk, signal),
  history: (page: number) => http.post<TarotHistory>('tarot/history', { page, pageSize: 20 }),
  deleteReadings: (ids: string[]) =>
    http.post<{ deleted: number }>('tarot/history/delete', { ids }),
  bookAnswer: () => http.get<BookAnswer>('bookAnswer'),
  rollDice: (question: string) => http.post<DiceRoll>('constellation/dice', { question }),
  /** the dice reading, streamed; charged `dice` once */
  diceAnalysis: (id: string, onChunk: (text: string, all: string) => void, signal?: AbortSignal) =>
    streamReading<Pick<Analysis, 'charged'>>(
      'constellation/dice/analysis',
      { id },
      onChunk,
      signal,
    ),
};
