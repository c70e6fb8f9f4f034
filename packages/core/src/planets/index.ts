/** The planets, as the API names them (the list lives with the API's other constants). */
export { PLANETS, type PlanetId } from '@starlit/contracts/constants';
