import { barrierefreiheitLinkText } from '@ekp/contract/ohne-zod';
import { Verweis } from '../routing/verweis.tsx';

/** BFSG §14: the accessibility statement is one link away on every page, logged in or not. */
export function BarrierefreiheitLink() {
  return (
    <p className="kuendigen-leiste">
      <Verweis to="/barrierefreiheit" className="kuendigen-link">
        {barrierefreiheitLinkText}
      </Verweis>
    </p>
  );
}
