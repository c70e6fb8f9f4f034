export * from './score';
export * from './texts';
export { PAIRING_TEXT } from './content';
export type { PairingLang, SignAngle, ElementPair, ModalityPair, PairingContent } from './content';
