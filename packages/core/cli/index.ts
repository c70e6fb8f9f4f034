/**
 * The astrology command line, for checking charts and for astrologers:
 *   npm run -s cli -- chart '{"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47}'
 *   npm run -s cli -- chart '{"local":"1988-07-01T12:00","tz":"Asia/Shanghai","lat":31.23,"lon":121.47}'
 * prints one JSON document (see chartCommand).
 */
import { chartCommand, CliError } from './chart';

const USAGE = `usage: npm run -s cli -- chart '<json>'
  <json>: {"utc":"1990-05-17T04:30:00Z","lat":31.23,"lon":121.47,"houseSystem":"placidus"}
      or: {"local":"1988-07-01T12:00","tz":"Asia/Shanghai","lat":31.23,"lon":121.47}
  houseSystem: placidus (default) | wholeSign | equal;  optional "utcOffsetMinutes" overrides the zone`;

const [command, arg] = process.argv.slice(2);
try {
  if (command !== 'chart' || arg === undefined) throw new CliError(USAGE);
  process.stdout.write(`${JSON.stringify(chartCommand(arg), null, 2)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof CliError ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
