import type { Lang } from '@starlit/contracts';
import type { DrawnCard, SpreadId } from '@starlit/core/tarot';
import type { Chart, DayFortune } from '@starlit/core/astro';

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
  | { kind: 'natal'; chart: Chart; timeUnknown: boolean }
  | { kind: 'horoscope'; day: DayFortune; seed: string };

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
