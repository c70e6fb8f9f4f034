/**
 * The sexagenary cycle's stems and branches, their elements, polarity, 纳音 and pinyin: data
 * only, so the web app can name what the server sends without loading the 八字 engine.
 */
export * from '../bazi/cycle';
export { BRANCH_PINYIN, STEM_PINYIN } from '../bazi/content/pinyin';
