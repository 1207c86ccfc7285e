import { link, type SubApp } from '@yoga/platform';

/** Where the help centre leads in each sub-app: only the routes the sub-app has (null otherwise). */
export interface SupportLinks {
  service: string;
  faq: string | null;
  /** A FAQ question's own page (slim's faq_details); null where questions open in place. */
  question: ((id: number) => string) | null;
  feedback: string | null;
  myFeedback: string | null;
}

export function supportLinks(sub: SubApp): SupportLinks {
  const none = { faq: null, question: null, feedback: null, myFeedback: null };
  switch (sub.id) {
    case 'onmat':
    case 'phala':
      return {
        ...none,
        service: link(sub, 'service'),
        feedback: link(sub, 'question/submit'),
        myFeedback: link(sub, 'question/list'),
      };
    case 'onmat-teacher':
    case 'phala-teacher':
      return { ...none, service: link(sub, 'service'), faq: link(sub, 'faq') };
    case 'slim':
      return {
        ...none,
        service: link(sub, 'service'),
        faq: link(sub, 'faq'),
        question: (id) => link(sub, 'faq_details', { id }),
      };
    case 'bay':
      return { ...none, service: link(sub, 'service') };
    default:
      return { ...none, service: sub.home };
  }
}
