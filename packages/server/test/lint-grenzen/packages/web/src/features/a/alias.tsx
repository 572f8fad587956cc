// Breaks: another feature through an alias.
import { B } from '@/features/b/b';
export const A = () => <B />;
