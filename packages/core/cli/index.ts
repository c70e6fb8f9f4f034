/**
 * The astrology command line, for checking charts and for astrologers:
 *   npm run -s cli -- chart '{"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47}'
 *   npm run -s cli -- chart - < inputs.jsonl     (one JSON line in, one JSON line out)
 * prints one JSON document (see USAGE); an input error is `{"error":"…"}` on that line when
 * reading lines, and a message with exit status 2 otherwise.
 */
import { createInterface } from 'node:readline';
import { baziCommand } from './bazi';
import { chartCommand } from './chart';
import { CliError } from './input';
import { mansionCommand } from './mansion';
import {
  compositeCommand,
  davisonCommand,
  progressedCommand,
  solarReturnCommand,
  transitsCommand,
} from './sky-commands';

const USAGE = `usage: npm run -s cli -- <command> '<json>'   (or - to read JSON lines on stdin)
  chart      {"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47}
          or {"local":"1988-07-01T12:00","tz":"Asia/Shanghai","lat":31.23,"lon":121.47}
             options: "houseSystem": placidus | koch | wholeSign | equal | porphyry |
                      regiomontanus | campanus; "zodiac": tropical | sidereal;
                      "ayanamsa": lahiri | faganBradley; "node": mean | true;
                      "utcOffsetMinutes" overrides the zone
  transits   {"natal":{"utc":…,"lat":…,"lon":…},"from":ISO,"to":ISO}   exact aspects of the
             transiting Sun…Pluto to the natal planets, Ascendant and MC, with their orb passes
  solarReturn {"natal":{…},"year":2027,"lat":…,"lon":…}   the return instant and its chart there
  progressed {"natal":{…},"on":"YYYY-MM-DD"}   the secondary progressed chart (a day for a year)
  composite  {"a":{…},"b":{…}}   midpoints of two charts;  davison {"a":{…},"b":{…}}: the chart of
             the mean instant at the midpoint place
             (a natal, a or b may also be {"local":…,"tz":…,"lat":…,"lon":…}; chart options apply)
  bazi       {"local":"1990-05-17T12:30","tz":"Asia/Shanghai","lat":31.23,"lon":121.47,
             "sex":"male"|"female","trueSolarTime":true|false,"lateZiHour":false}
             八字: the Four Pillars (true solar time by default), luck pillars, the month's 节
  mansion    {"a":"1986-10-19","b":"1977-10-29"}  宿曜 birth mansions of A and B, and how A sees B
          or {"date":"1986-10-19"}                 one birth mansion and its lunar date
             dates: Gregorian YYYY-MM-DD, 1901-01-01 to 2099-12-31`;

const COMMANDS: Record<string, (json: string) => unknown> = {
  chart: chartCommand,
  transits: transitsCommand,
  solarReturn: solarReturnCommand,
  progressed: progressedCommand,
  composite: compositeCommand,
  davison: davisonCommand,
  mansion: mansionCommand,
  bazi: baziCommand,
};

const message = (error: unknown) =>
  error instanceof CliError || error instanceof RangeError ? error.message : String(error);

async function eachLine(run: (json: string) => unknown) {
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    let out: unknown;
    try {
      out = run(line);
    } catch (error) {
      out = { error: message(error) };
    }
    process.stdout.write(`${JSON.stringify(out)}\n`);
  }
}

const [command, arg] = process.argv.slice(2);
try {
  const run =
    command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run || arg === undefined) throw new CliError(USAGE);
  if (arg === '-') await eachLine(run);
  else process.stdout.write(`${JSON.stringify(run(arg), null, 2)}\n`);
} catch (error) {
  process.stderr.write(`${message(error)}\n`);
  process.exitCode = 2;
}
