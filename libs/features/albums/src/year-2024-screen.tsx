import { YearScreen } from './year-screen';

/** trace_2024: the 2024 annual report. */
export default function Year2024Screen() {
  return <YearScreen year={2024} />;
}
