// Breaks: the web's shared/ imports a feature.
import { B } from '../../features/b/b.tsx';
export const S = () => <B />;
