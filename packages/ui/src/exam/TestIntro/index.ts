export { TestIntro, type TestIntroProps } from './TestIntro';
