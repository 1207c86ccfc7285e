import { QuestionInbox } from './inbox-screen';

/** answer_question_detail: the questions this coach has answered, newest first. */
export default function AnsweredScreen() {
  return <QuestionInbox initial="answered" />;
}
