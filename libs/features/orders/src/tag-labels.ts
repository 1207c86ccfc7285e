import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EvaluationTag } from '@yoga/contract';

/** What a course's evaluation may praise; apart from the list's labels, which never say them. */
export const tagLabels: Record<EvaluationTag, MessageDescriptor> = {
  clear: msg`讲解清晰`,
  pace: msg`节奏合适`,
  detailed: msg`动作细致`,
  atmosphere: msg`氛围好`,
  patient: msg`老师耐心`,
  venue: msg`环境舒适`,
};
