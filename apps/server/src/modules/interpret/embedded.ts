import type { Lang } from '@starlit/contracts';
import { composeReading } from '@starlit/core/tarot';
import { composeDiceReading } from '@starlit/core/dice';
import { composeDailyDeep, composeNatalReport } from '@starlit/core/astro';
import { composeReply } from '@starlit/core/companions';
import { composeMbtiReport } from '@starlit/core/mbti';
import { relationSections } from './compose-relations';
import type { InterpretTask, Interpreter } from './types';

/** Sections as Markdown-ish blocks: "## title", a blank line, the text. */
export function sectionsToChunks(sections: Array<{ title: string; text: string }>): string[] {
  return sections.map((s) => `## ${s.title}\n\n${s.text}\n\n`);
}

/** The built-in interpreter: composes readings offline from our own content. */
export class EmbeddedInterpreter implements Interpreter {
  readonly name = 'embedded';

  chunks(task: InterpretTask, lang: Lang): string[] {
    if (task.kind === 'tarot') {
      const reading = composeReading({
        spreadId: task.spreadId,
        question: task.question,
        cards: task.cards,
        lang,
        seed: task.seed,
      });
      return sectionsToChunks(reading.sections);
    }
    if (task.kind === 'natal')
      return sectionsToChunks(
        composeNatalReport(task.chart, lang, {
          timeUnknown: task.timeUnknown,
          now: task.asOf ?? new Date(),
        }),
      );
    if (task.kind === 'horoscope')
      return sectionsToChunks(composeDailyDeep(task.day, lang, task.calendar));
    if (task.kind === 'chat')
      return composeReply(task.companion, lang, {
        text: task.text,
        history: task.history,
        plan: task.plan,
        cards: task.cards,
        seed: task.seed,
      });
    if (task.kind === 'synastry' || task.kind === 'depth')
      return sectionsToChunks(relationSections(task, lang));
    if (task.kind === 'mbti') return sectionsToChunks(composeMbtiReport(task.result, lang));
    return sectionsToChunks(
      composeDiceReading({
        question: task.question,
        planet: task.planet,
        sign: task.sign,
        house: task.house,
        lang,
        seed: task.seed,
      }),
    );
  }

  compose(task: InterpretTask, lang: Lang): string {
    return this.chunks(task, lang).join('');
  }

  async *stream(task: InterpretTask, lang: Lang): AsyncIterable<string> {
    for (const chunk of this.chunks(task, lang)) yield chunk;
  }
}
