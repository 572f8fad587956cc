// Breaks: re-exporting another feature.
export { b } from '../../features/b/b.ts';
