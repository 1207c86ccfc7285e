import { YearScreen } from './year-screen';

/** trace_2023: the 2023 annual report. */
export default function Year2023Screen() {
  return <YearScreen year={2023} />;
}
