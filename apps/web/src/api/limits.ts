/**
 * The shared limits, from the contracts' zod-free constants module (importing the package
 * root would bundle the schemas into the shell).
 */
export { LIMITS } from '@starlit/contracts/constants';
