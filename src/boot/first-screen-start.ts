/** The first-screen script's entry (first-screen.ts); the build puts its map in for `__HL_FIRST_SCREEN__`. */
import { startFirstScreen, type FirstScreenMap } from './first-screen';

declare const __HL_FIRST_SCREEN__: FirstScreenMap;

startFirstScreen(__HL_FIRST_SCREEN__, document.currentScript);
