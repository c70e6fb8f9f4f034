import { AstroTime, e_tilt } from 'astronomy-engine';
import { angleDiff, apparentLongitude, norm360 } from '../astro/ephemeris';

const rad = Math.PI / 180;
const deg = 180 / Math.PI;

/**
 * The equation of time at an instant, in minutes: apparent solar time less mean solar time
 * (Meeus 28.3: the Sun's mean longitude, less 0.0057183° of aberration, less its apparent right
 * ascension, plus the nutation in right ascension). Between −14.2 and +16.4 minutes.
 */
export function equationOfTime(utc: Date): number {
  const time = new AstroTime(utc);
  const tau = time.tt / 365250;
  const meanLongitude =
    280.4664567 +
    tau * (360007.6982779 + tau * (0.03032028 + tau * (1 / 49931 - tau * (1 / 15300 + tau / 2e6))));
  const lambda = apparentLongitude('sun', time) * rad;
  const tilt = e_tilt(time);
  const epsilon = tilt.tobl * rad;
  const alpha = norm360(Math.atan2(Math.cos(epsilon) * Math.sin(lambda), Math.cos(lambda)) * deg);
  const nutationInRa = (tilt.dpsi / 3600) * Math.cos(epsilon);
  return -angleDiff(norm360(meanLongitude - 0.0057183 + nutationInRa), alpha) * 4;
}

/**
 * Local apparent (true) solar time at a longitude: the time the Sun itself keeps there, as a
 * wall clock of that meridian would read it. Returned as a Date whose UTC fields are that
 * local time (so getUTCHours() is the true solar hour).
 */
export function trueSolarTime(utc: Date, lon: number): Date {
  const minutes = lon * 4 + equationOfTime(utc);
  return new Date(utc.getTime() + minutes * 60_000);
}
