/**
 * The astrology command line, for checking charts and for astrologers:
 *   npm run -s cli -- chart '{"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47}'
 *   npm run -s cli -- chart '{"local":"1988-07-01T12:00","tz":"Asia/Shanghai","lat":31.23,"lon":121.47}'
 *   npm run -s cli -- mansion '{"a":"1986-10-19","b":"1977-10-29"}'
 *   npm run -s cli -- mansion '{"date":"1986-10-19"}'
 * prints one JSON document (see chartCommand, mansionCommand).
 */
import { chartCommand, CliError } from './chart';
import { mansionCommand } from './mansion';

const USAGE = `usage: npm run -s cli -- chart '<json>'
  <json>: {"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47,"houseSystem":"placidus"}
      or: {"local":"1988-07-01T12:00","tz":"Asia/Shanghai","lat":31.23,"lon":121.47}
  houseSystem: placidus (default) | wholeSign | equal;  optional "utcOffsetMinutes" overrides the zone
   or: npm run -s cli -- mansion '<json>'
  <json>: {"a":"1986-10-19","b":"1977-10-29"}  宿曜 birth mansions of A and B, and how A sees B
      or: {"date":"1986-10-19"}                 one birth mansion and its lunar date
  dates: Gregorian YYYY-MM-DD, 1901-01-01 to 2099-12-31`;

const COMMANDS: Record<string, (json: string) => unknown> = {
  chart: chartCommand,
  mansion: mansionCommand,
};

const [command, arg] = process.argv.slice(2);
try {
  const run =
    command !== undefined && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!run || arg === undefined) throw new CliError(USAGE);
  process.stdout.write(`${JSON.stringify(run(arg), null, 2)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CliError ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
