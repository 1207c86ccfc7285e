import { AnswerScreen } from './answer-screen';

/** answer_question_new2/:id: adds to an answered question (same password for the student). */
export default function AnswerFollowUpScreen() {
  return <AnswerScreen followUp />;
}
