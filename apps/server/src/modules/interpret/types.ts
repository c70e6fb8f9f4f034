import type { Lang } from '@starlit/contracts';
import type { DrawnCard, SpreadId } from '@starlit/core/tarot';
import type { Chart, DailyContext, DaySky, DeepDay, Synastry } from '@starlit/core/astro';
import type { ChatCard, ChatTurn, CompanionId, ReplyPlan } from '@starlit/core/companions';
import type { MbtiReportInput } from '@starlit/core/mbti';

/** One person of a relationship reading: their chart and whether the birth time is known. */
export interface PairPerson {
  nickname: string;
  chart: Chart;
  timeKnown: boolean;
}

/** What to interpret: a task kind with its structured data. */
export type InterpretTask =
  | { kind: 'tarot'; spreadId: SpreadId; question: string; cards: DrawnCard[]; seed: string }
  | {
      kind: 'dice';
      question: string;
      planet: string;
      sign: string;
      house: number;
      seed: string;
    }
  /** the natal report; `asOf`, the day it is read on, dates Saturn's returns and the year ahead */
  | { kind: 'natal'; chart: Chart; timeUnknown: boolean; asOf?: Date }
  /** a day's in-depth report: the day's whole sky (scores), its calendar transits (timing) */
  | { kind: 'horoscope'; day: DaySky; context: DailyContext; calendar: DeepDay }
  | { kind: 'synastry'; a: PairPerson; b: PairPerson; synastry: Synastry }
  /** a companion's reply in a conversation: the history as turns, the cards drawn as data */
  | {
      kind: 'chat';
      companion: CompanionId;
      text: string;
      history: ChatTurn[];
      plan: ReplyPlan;
      cards: ChatCard[];
      seed: number;
      /** the member's own chart's signs (0 Aries … 11 Pisces), when they made their profile */
      chart?: { sun: number; moon: number; rising: number | null };
    }
  /** the deep report: the composite chart, talk and conflict, and the year ahead from `from` */
  | {
      kind: 'depth';
      a: PairPerson & { mansion: number };
      b: PairPerson & { mansion: number };
      synastry: Synastry;
      /** the day the report was made: its year ahead starts with that month */
      from: Date;
      /** the pair's Davison chart, read beside the composite */
      davison?: Chart;
    }
  /** the paid 16-type report: a kept result's level, type and percentages */
  | { kind: 'mbti'; result: MbtiReportInput };

/**
 * The interpretation engine: every provider streams text chunks for a task in a language.
 * `interpret()` collects a stream into one text.
 */
export interface Interpreter {
  readonly name: string;
  stream(task: InterpretTask, lang: Lang, signal?: AbortSignal): AsyncIterable<string>;
  /** the whole text at once, for interpreters that compose it without waiting (embedded) */
  compose?(task: InterpretTask, lang: Lang): string;
}

export async function interpret(
  interpreter: Interpreter,
  task: InterpretTask,
  lang: Lang,
): Promise<string> {
  let text = '';
  for await (const chunk of interpreter.stream(task, lang)) text += chunk;
  return text;
}
