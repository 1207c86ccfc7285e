import { useLingui } from '@lingui/react/macro';
import type { FamilyRelation } from '@yoga/contract';

export const RELATIONS: FamilyRelation[] = ['spouse', 'child', 'parent', 'other'];

/** A relation in words. */
export function useRelationText(): (r: FamilyRelation) => string {
  const { t } = useLingui();
  return (r) => ({ spouse: t`配偶`, child: t`子女`, parent: t`父母`, other: t`其他家人` })[r];
}
