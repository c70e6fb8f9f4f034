import { birthMansion, MANSION_GLYPHS, mansionRelation } from '../src/mansions';
import { CliError, parseObject } from './input';

/** Birth mansion of a date, turning a bad date (RangeError) into a CLI error. */
function mansionOf(input: Record<string, unknown>, key: string) {
  const date = input[key];
  if (typeof date !== 'string') throw new CliError(`"${key}" must be a date as YYYY-MM-DD`);
  try {
    return birthMansion(date);
  } catch (error) {
    throw new CliError(`"${key}": ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * {"date":"1986-10-19"} → {index, name, lunar}: the 宿曜 birth mansion (name = its glyph);
 * {"a":"1986-10-19","b":"1977-10-29"} → {a, b, relation, distance}: how A sees B.
 */
export function mansionCommand(json: string) {
  const data = parseObject(json);
  if (data.date !== undefined) {
    if (data.a !== undefined || data.b !== undefined)
      throw new CliError('give either "date", or "a" and "b"');
    const { index, lunar } = mansionOf(data, 'date');
    return { index, name: MANSION_GLYPHS[index]!, lunar };
  }
  if (data.a === undefined || data.b === undefined)
    throw new CliError('give "date", or "a" and "b" (dates as YYYY-MM-DD)');
  const a = mansionOf(data, 'a').index;
  const b = mansionOf(data, 'b').index;
  const { relation, distance } = mansionRelation(a, b);
  return {
    a: { index: a, name: MANSION_GLYPHS[a]! },
    b: { index: b, name: MANSION_GLYPHS[b]! },
    relation,
    distance,
  };
}
