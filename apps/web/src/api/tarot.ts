import type { SpreadIdValue } from '@starlit/contracts';
import { endpoints } from '@starlit/contracts/endpoints';
import { call, stream } from './call';

const tarot = endpoints.tarot;

/** Tarot, the answers book and the zodiac dice (/api/v2). */
export const tarotApi = {
  info: () => call(tarot.info),
  shuffle: (spreadId: SpreadIdValue) => call(tarot.shuffle, { spreadId }),
  predict: (shuffleId: string, question: string, picks: number[]) =>
    call(tarot.prediction, { shuffleId, question, picks }),
  open: (id: string) => call(tarot.checkPrediction, { id }),
  brief: (id: string) => call(tarot.brief, { id }),
  /** the full reading, streamed; charged analysis4Tarot once */
  analysis: (id: string, onChunk: (text: string, all: string) => void, signal?: AbortSignal) =>
    stream(tarot.analysis, { id }, onChunk, { signal }),
  history: (page: number) => call(tarot.history, { page, pageSize: 20 }),
  deleteReadings: (ids: string[]) => call(tarot.deleteHistory, { ids }),
  bookAnswer: () => call(endpoints.answers.bookAnswer),
  rollDice: (question: string) => call(endpoints.dice.roll, { question }),
  /** the dice reading, streamed; charged `dice` once */
  diceAnalysis: (id: string, onChunk: (text: string, all: string) => void, signal?: AbortSignal) =>
    stream(endpoints.dice.analysis, { id }, onChunk, { signal }),
};
